<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Http;

use Inkwell\Community\Notifications\Mail_Choices;
use Inkwell\Community\Notifications\Mail_Settings;
use Inkwell\Community\Notifications\Notification_Store;
use Inkwell\Community\Notifications\Unsubscribe_Link;
use Inkwell\Tests\Http_Test_Case;

/**
 * The e-mail choices over real HTTP: the account form's POST (nonce, validation) and the signed
 * one-click links of the mails, forged or expired ones refused with a clear message.
 *
 * @covers \Inkwell\Community\Notifications\Mail_Settings
 * @covers \Inkwell\Community\Notifications\Unsubscribe_Link
 */
final class Mail_Choices_Http_Test extends Http_Test_Case {

	private function choice( int $user_id, string $kind ): string {
		wp_cache_flush();
		return Mail_Choices::of( $user_id, $kind );
	}

	/** The link's path and query on the test server. */
	private function local( string $url ): string {
		$parts = wp_parse_url( $url );
		return $this->url( $parts['path'] . '?' . $parts['query'] );
	}

	/** A nonce of the form's action in the session of this cookie. */
	private function nonce_of( int $user_id, string $cookie ): string {
		$_COOKIE[ LOGGED_IN_COOKIE ] = rawurldecode( substr( $cookie, strlen( LOGGED_IN_COOKIE ) + 1 ) );
		wp_set_current_user( $user_id );
		$nonce = wp_create_nonce( Mail_Settings::ACTION );
		unset( $_COOKIE[ LOGGED_IN_COOKIE ] );
		wp_set_current_user( 0 );
		return $nonce;
	}

	/** @param array<string,string> $mail */
	private function save( string $cookie, string $nonce, array $mail ): array {
		$body = array(
			'action'   => Mail_Settings::ACTION,
			'_wpnonce' => $nonce,
		);
		foreach ( $mail as $kind => $choice ) {
			$body[ "mail[$kind]" ] = $choice;
		}
		return $this->post( $this->url( '/wp-admin/admin-post.php' ), $body, $cookie, array( 'headers' => array( 'Referer: ' . $this->url( '/account/' ) ) ) );
	}

	public function test_the_form_saves_valid_choices_with_its_nonce_only(): void {
		$reader  = $this->create_user();
		$cookie  = $this->session_of( $reader )['cookie'];
		$nonce   = $this->nonce_of( $reader, $cookie );
		$choices = array(
			'follower' => 'digest',
			'reply'    => 'never',
			'comment'  => 'immediately',
			'like'     => 'immediately',
			'story'    => 'digest',
		);

		list( $status, , $headers ) = $this->save( $cookie, 'forged', $choices );
		$this->assertSame( 302, $status );
		$this->assertSame( Mail_Choices::NEVER, $this->choice( $reader, Notification_Store::FOLLOWER ), 'no nonce, nothing saved' );

		list( , , $headers ) = $this->save( $cookie, $nonce, array( 'like' => 'hourly' ) + $choices );
		$this->assertSame( Mail_Choices::NEVER, $this->choice( $reader, Notification_Store::FOLLOWER ), 'one invalid value, nothing saved' );

		list( $status, , $headers ) = $this->save( $cookie, $nonce, $choices );
		$this->assertSame( 302, $status );
		$this->assertStringEndsWith( '/account/#inkwell-mail-settings', $headers['location'] );
		foreach ( $choices as $kind => $choice ) {
			$this->assertSame( $choice, $this->choice( $reader, $kind ), $kind );
		}
	}

	public function test_a_signed_link_stops_a_kind_and_forged_or_expired_ones_are_refused(): void {
		$reader = $this->create_user();
		Mail_Choices::save( $reader, Notification_Store::LIKE, Mail_Choices::DIGEST );
		Mail_Choices::save( $reader, Notification_Store::FOLLOWER, Mail_Choices::DIGEST );
		Mail_Choices::save( $reader, Notification_Store::REPLY, Mail_Choices::IMMEDIATELY );

		// Forged: the link of one reader turned to another's, or of one kind turned to another.
		$other                 = $this->create_user();
		$forged                = str_replace( 'user=' . $reader, 'user=' . $other, Unsubscribe_Link::mail_url( $reader, Notification_Store::LIKE ) );
		list( $status, $body ) = $this->get( wp_parse_url( $forged, PHP_URL_PATH ) . '?' . wp_parse_url( $forged, PHP_URL_QUERY ) );
		$this->assertSame( 400, $status );
		$this->assertStringContainsString( 'This unsubscribe link is not valid.', $body );
		$forged         = str_replace( 'kind=like', 'kind=reply', Unsubscribe_Link::mail_url( $reader, Notification_Store::LIKE ) );
		list( $status ) = $this->get( wp_parse_url( $forged, PHP_URL_PATH ) . '?' . wp_parse_url( $forged, PHP_URL_QUERY ) );
		$this->assertSame( 400, $status );
		$this->assertSame( Mail_Choices::IMMEDIATELY, $this->choice( $reader, Notification_Store::REPLY ) );

		// Expired: signed as the site signs, for a time past.
		$sign                  = new \ReflectionMethod( Unsubscribe_Link::class, 'sign' );
		$expires               = time() - 60;
		$expired               = add_query_arg(
			array(
				'action'  => Unsubscribe_Link::MAIL_ACTION,
				'user'    => $reader,
				'kind'    => 'like',
				'expires' => $expires,
				'sig'     => $sign->invoke( null, Unsubscribe_Link::MAIL_ACTION, $reader, "like|$expires" ),
			),
			'/wp-admin/admin-post.php'
		);
		list( $status, $body ) = $this->get( $expired );
		$this->assertSame( 410, $status );
		$this->assertStringContainsString( 'This unsubscribe link has expired.', $body );
		$this->assertSame( Mail_Choices::DIGEST, $this->choice( $reader, Notification_Store::LIKE ) );

		// A good link, opened logged out (GET): that kind only.
		$response = wp_remote_get( $this->local( Unsubscribe_Link::mail_url( $reader, Notification_Store::LIKE ) ), array( 'timeout' => 30 ) );
		$this->assertSame( 200, wp_remote_retrieve_response_code( $response ) );
		$this->assertStringContainsString( 'Likes of my stories', wp_remote_retrieve_body( $response ) );
		$this->assertSame( Mail_Choices::NEVER, $this->choice( $reader, Notification_Store::LIKE ) );
		$this->assertSame( Mail_Choices::DIGEST, $this->choice( $reader, Notification_Store::FOLLOWER ) );

		// The digest's one-click POST (RFC 8058): every kind of the digest.
		list( $status ) = $this->post( $this->local( Unsubscribe_Link::mail_url( $reader, Unsubscribe_Link::DIGEST ) ), array( 'List-Unsubscribe' => 'One-Click' ) );
		$this->assertSame( 200, $status );
		$this->assertSame( Mail_Choices::NEVER, $this->choice( $reader, Notification_Store::FOLLOWER ) );
		$this->assertSame( Mail_Choices::IMMEDIATELY, $this->choice( $reader, Notification_Store::REPLY ) );
	}
}

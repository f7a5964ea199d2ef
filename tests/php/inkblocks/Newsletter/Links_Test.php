<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Newsletter;

use Inkblocks\Newsletter\Confirmation_Mail;
use Inkblocks\Newsletter\Links;
use Inkblocks\Newsletter\Subscribe_Ajax;
use Inkblocks\Newsletter\Subscribers;
use Inkwell\Tests\Test_Case;

/**
 * The signed confirmation and one-click unsubscribe links.
 *
 * @covers \Inkblocks\Newsletter\Links
 */
final class Links_Test extends Test_Case {

	private Subscribers $subscribers;
	private Links $links;
	/** @var array{id: int, list_id: int, email: string, status: string} */
	private array $subscriber;

	protected function set_up(): void {
		parent::set_up();
		$this->subscribers = new Subscribers();
		$this->links       = new Links( $this->subscribers );
		$list              = $this->subscribers->create_list( 'Weekly digest' );
		$this->subscriber  = $this->subscribers->add( $list, 'ada@example.org', array(), '' );
	}

	/**
	 * Applies a link as the endpoint would read it.
	 */
	private function follow( string $url ): ?string {
		parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );
		return $this->links->apply( (string) $query[ Links::QUERY_VAR ], (int) $query['subscriber'], (string) $query['token'] );
	}

	private function status(): string {
		return $this->subscribers->get( $this->subscriber['id'] )['status'];
	}

	public function test_the_confirmation_link_confirms(): void {
		$message = $this->follow( $this->links->url( 'confirm', $this->subscriber ) );
		$this->assertSame( 'Thank you! Your subscription is confirmed.', $message );
		$this->assertSame( Subscribers::CONFIRMED, $this->status() );
	}

	public function test_a_tampered_or_foreign_token_is_refused(): void {
		$url = $this->links->url( 'confirm', $this->subscriber );
		$this->assertNull( $this->follow( (string) preg_replace( '/token=[0-9a-f]+/', 'token=' . str_repeat( 'a', 64 ), $url ) ) );
		// An unsubscribe token does not confirm, and a link for one subscriber does not work for another.
		$unsubscribe = $this->links->url( 'unsubscribe', $this->subscriber );
		$this->assertNull( $this->follow( str_replace( 'inkblocks_newsletter=unsubscribe', 'inkblocks_newsletter=confirm', $unsubscribe ) ) );
		$other = $this->subscribers->add( $this->subscriber['list_id'], 'bob@example.org', array(), '' );
		$this->assertNull( $this->follow( str_replace( 'subscriber=' . $this->subscriber['id'], 'subscriber=' . $other['id'], $url ) ) );
		$this->assertSame( Subscribers::PENDING, $this->status() );
	}

	public function test_one_click_unsubscribe_and_signing_up_again_works(): void {
		$this->follow( $this->links->url( 'confirm', $this->subscriber ) );
		$old_confirm = $this->links->url( 'confirm', $this->subscriber );

		$message = $this->follow( $this->links->url( 'unsubscribe', $this->subscriber ) );
		$this->assertStringContainsString( 'unsubscribed', (string) $message );
		$this->assertSame( Subscribers::UNSUBSCRIBED, $this->status() );

		// An old confirmation mail does not undo the unsubscribe.
		$this->follow( $old_confirm );
		$this->assertSame( Subscribers::UNSUBSCRIBED, $this->status() );

		$before = glob( INKWELL_MAIL_DIR . '/*.eml' );
		$mailer = new Confirmation_Mail( $this->links, $this->subscribers );
		$ajax   = new Subscribe_Ajax( $this->subscribers, $mailer );
		$answer = $ajax->handle(
			array(
				'email'          => 'ada@example.org',
				'target_list_id' => (string) $this->subscriber['list_id'],
			),
			true,
			'198.51.100.' . wp_rand( 1, 250 ) . '.' . wp_generate_password( 4, false )
		);
		$mailer->send_queued( $this->subscriber['id'] ); // The queued event, as WP-Cron runs it.
		$mail = array_values( array_diff( glob( INKWELL_MAIL_DIR . '/*.eml' ), $before ) );
		array_map( 'unlink', $mail );

		$this->assertSame( 'success', $answer['type'] );
		$this->assertSame( Subscribers::PENDING, $this->status() );
		$this->assertCount( 1, $mail );
		$this->follow( $this->links->url( 'confirm', $this->subscriber ) );
		$this->assertSame( Subscribers::CONFIRMED, $this->status() );
	}
}

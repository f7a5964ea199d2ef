<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Notifications;

use Inkwell\Community\Notifications\Comment_Notifications;
use Inkwell\Community\Notifications\Event_Mail;
use Inkwell\Community\Notifications\Follower_Mail;
use Inkwell\Community\Notifications\Mail_Choices;
use Inkwell\Community\Notifications\Mail_Settings;
use Inkwell\Community\Notifications\Notification_Digest;
use Inkwell\Community\Notifications\Notification_Store;
use Inkwell\Community\Rules\Blocking;
use Inkwell\Community\Storage\Relations;
use Inkwell\Tests\Test_Case;

/**
 * The e-mail choice per kind of event: the account form, the mailers respecting it, the daily digest in
 * batches and the immediate mails' sweep; mails land in the test mailer (var/mail).
 *
 * @covers \Inkwell\Community\Notifications\Mail_Choices
 * @covers \Inkwell\Community\Notifications\Mail_Settings
 * @covers \Inkwell\Community\Notifications\Notification_Digest
 * @covers \Inkwell\Community\Notifications\Event_Mail
 */
final class Mail_Choices_Test extends Test_Case {

	private Relations $relations;
	private Notification_Store $store;
	/** @var string[] */
	private array $before;

	protected function set_up(): void {
		parent::set_up();
		$this->relations = new Relations();
		$this->store     = new Notification_Store( $this->relations );
		$this->before    = $this->mails();
	}

	protected function tear_down(): void {
		foreach ( array_diff( $this->mails(), $this->before ) as $file ) {
			unlink( $file );
		}
		wp_unschedule_hook( Notification_Digest::HOOK );
		wp_unschedule_hook( Follower_Mail::HOOK );
		wp_unschedule_hook( Event_Mail::RETRY_HOOK );
		delete_option( Event_Mail::LAST_OPTION );
		parent::tear_down();
	}

	/** @return string[] */
	private function mails(): array {
		return glob( INKWELL_MAIL_DIR . '/*.eml' ) ? glob( INKWELL_MAIL_DIR . '/*.eml' ) : array();
	}

	/**
	 * New mails to a reader.
	 *
	 * @return list<string>
	 */
	private function mails_to( int $user_id ): array {
		$to = 'To: ' . get_userdata( $user_id )->user_email;
		return array_values(
			array_filter(
				array_map( 'file_get_contents', array_diff( $this->mails(), $this->before ) ),
				static fn ( string $mail ): bool => str_contains( $mail, $to . "\n" ) || str_contains( $mail, $to . "\r\n" )
			)
		);
	}

	private function story_of( int $author, string $title ): int {
		return $this->create_post(
			array(
				'post_author' => $author,
				'post_title'  => $title,
			)
		);
	}

	public function test_the_account_form_shows_each_kind_s_choice_without_javascript(): void {
		$reader = $this->users['subscriber'];
		Mail_Choices::save( $reader, Notification_Store::LIKE, Mail_Choices::DIGEST );
		wp_set_current_user( $reader );
		ob_start();
		( new Mail_Settings( $this->store ) )->print_form( $reader );
		$html = (string) ob_get_clean();

		$this->assertSame( 5, substr_count( $html, '<fieldset' ) );
		$this->assertSame( 15, substr_count( $html, 'type="radio"' ) );
		$this->assertMatchesRegularExpression( '/name="mail\[like\]" value="digest"\s+checked/', $html );
		$this->assertMatchesRegularExpression( '/name="mail\[story\]" value="immediately"\s+checked/', $html, 'the default' );
		$this->assertMatchesRegularExpression( '/name="mail\[follower\]" value="never"\s+checked/', $html, 'the default' );
		$this->assertStringContainsString( 'name="_wpnonce"', $html );
		$this->assertStringContainsString( 'value="' . Mail_Settings::ACTION . '"', $html );

		ob_start();
		( new Mail_Settings( $this->store ) )->print_form( $this->users['editor'] );
		$this->assertSame( '', ob_get_clean(), 'nobody else\'s form' );
	}

	public function test_a_reader_who_chose_never_or_the_digest_is_not_mailed_a_new_story_at_once(): void {
		$author = $this->users['author'];
		$mail   = new Follower_Mail( $this->relations, new Blocking( $this->relations ) );
		foreach ( array( 'subscriber', 'editor', 'administrator' ) as $role ) {
			$this->relations->add( $this->users[ $role ], Relations::FOLLOW, Relations::USER, $author );
		}
		Mail_Choices::save( $this->users['editor'], Notification_Store::STORY, Mail_Choices::NEVER );
		Mail_Choices::save( $this->users['administrator'], Notification_Store::STORY, Mail_Choices::DIGEST );
		$story = $this->story_of( $author, 'A story for some' );

		$this->assertSame( 1, $mail->send( $story ) );
		$this->assertCount( 1, $this->mails_to( $this->users['subscriber'] ) );
		$this->assertCount( 0, $this->mails_to( $this->users['editor'] ) );
		$this->assertCount( 0, $this->mails_to( $this->users['administrator'] ) );
	}

	public function test_the_daily_digest_is_one_mail_a_day_with_one_click_unsubscribe(): void {
		$reader = $this->create_user( 'author' );
		$story  = $this->story_of( $reader, 'Harbour lights' );
		Mail_Choices::save( $reader, Notification_Store::LIKE, Mail_Choices::DIGEST );
		Mail_Choices::save( $reader, Notification_Store::FOLLOWER, Mail_Choices::DIGEST );
		foreach ( array( 'subscriber', 'editor' ) as $role ) {
			$this->relations->add( $this->users[ $role ], Relations::LIKE, Relations::POST, $story );
		}
		$this->relations->add( $this->users['subscriber'], Relations::FOLLOW, Relations::USER, $reader );
		$this->assertCount( 0, $this->mails_to( $reader ), 'nothing is mailed in the request' );

		( new Notification_Digest( $this->store ) )->run();

		$mails = $this->mails_to( $reader );
		$this->assertCount( 1, $mails );
		$this->assertMatchesRegularExpression( '/and 1 other person liked "Harbour lights"/', $mails[0] );
		$this->assertMatchesRegularExpression( '/followed you/', $mails[0] );
		$this->assertStringContainsString( 'List-Unsubscribe: <' . admin_url( 'admin-post.php' ) . '?action=inkwell_unsubscribe_mail&', $mails[0] );
		$this->assertStringContainsString( 'List-Unsubscribe-Post: List-Unsubscribe=One-Click', $mails[0] );
		$this->assertStringContainsString( 'kind=like', $mails[0], 'a link per kind' );

		// Later the same day: nothing more, even with news.
		$this->relations->add( $this->users['administrator'], Relations::LIKE, Relations::POST, $story );
		( new Notification_Digest( $this->store ) )->run();
		$this->assertCount( 1, $this->mails_to( $reader ) );
		// The next day: only what came since the last digest.
		update_user_meta( $reader, Notification_Digest::DAY_META, '2000-01-01' );
		( new Notification_Digest( $this->store ) )->run();
		$mails = $this->mails_to( $reader );
		$this->assertCount( 2, $mails );
		$this->assertCount( 1, array_filter( $mails, static fn ( string $mail ): bool => str_contains( $mail, 'followed you' ) ), 'the follower was in the first digest only' );
		$this->assertCount( 2, array_filter( $mails, static fn ( string $mail ): bool => str_contains( $mail, 'liked "Harbour lights"' ) ) );
	}

	public function test_the_digest_goes_out_in_batches_of_cron_events(): void {
		$author  = $this->users['author'];
		$readers = array();
		for ( $i = 0; $i <= Notification_Digest::BATCH; $i++ ) {
			$reader    = $this->create_user( 'subscriber' );
			$readers[] = $reader;
			Mail_Choices::save( $reader, Notification_Store::FOLLOWER, Mail_Choices::DIGEST );
			$this->store->add( array( array( $reader, Notification_Store::FOLLOWER, $author, 0 ) ) );
		}
		$digest = new Notification_Digest( $this->store );
		$sent   = $digest->run();
		$this->assertGreaterThanOrEqual( 1, $sent );
		$next = null;
		foreach ( (array) _get_cron_array() as $hooks ) {
			foreach ( $hooks[ Notification_Digest::HOOK ] ?? array() as $event ) {
				$next = $event['args'] ? $event['args'][0] : $next;
			}
		}
		$this->assertIsInt( $next, 'a full batch queues the next one' );
		$digest->run( $next );
		foreach ( $readers as $reader ) {
			$this->assertCount( 1, $this->mails_to( $reader ) );
		}
	}

	public function test_the_immediate_sweep_mails_who_chose_it_once(): void {
		$author = $this->create_user( 'author' );
		$quiet  = $this->create_user( 'author' );
		$story  = $this->story_of( $author, 'Tide tables' );
		$other  = $this->story_of( $quiet, 'Low water' );
		Mail_Choices::save( $author, Notification_Store::LIKE, Mail_Choices::IMMEDIATELY );
		$sweep = new Event_Mail( $this->store, $this->relations );
		$this->assertSame( 0, $sweep->run(), 'the first run starts from now' );

		$this->relations->add( $this->users['subscriber'], Relations::LIKE, Relations::POST, $story );
		$this->relations->add( $this->users['subscriber'], Relations::LIKE, Relations::POST, $other );
		$this->assertCount( 0, $this->mails_to( $author ), 'not in the request' );
		$this->assertSame( 1, $sweep->run() );
		$mails = $this->mails_to( $author );
		$this->assertCount( 1, $mails );
		$this->assertStringContainsString( 'liked "Tide tables"', $mails[0] );
		$this->assertStringContainsString( 'List-Unsubscribe-Post: List-Unsubscribe=One-Click', $mails[0] );
		$this->assertCount( 0, $this->mails_to( $quiet ), 'likes are never mailed by default' );
		$this->assertSame( 0, $sweep->run(), 'each event once' );
	}

	public function test_a_failed_immediate_mail_is_tried_again_and_sent_once(): void {
		$author = $this->create_user( 'author' );
		$story  = $this->story_of( $author, 'Spring tides' );
		Mail_Choices::save( $author, Notification_Store::LIKE, Mail_Choices::IMMEDIATELY );
		$sweep = new Event_Mail( $this->store, $this->relations );
		$sweep->run();
		$this->relations->add( $this->users['subscriber'], Relations::LIKE, Relations::POST, $story );

		add_filter( 'pre_wp_mail', '__return_false' );
		$this->assertSame( 0, $sweep->run(), 'the mail server refused it' );
		remove_filter( 'pre_wp_mail', '__return_false' );
		$retry = wp_get_scheduled_event( Event_Mail::RETRY_HOOK, array( (int) get_option( Event_Mail::LAST_OPTION ), 2 ) );
		$this->assertNotFalse( $retry, 'a second attempt is queued' );
		$this->assertSame( 0, $sweep->run(), 'the sweep has moved on' );

		$sweep->retry( ...$retry->args );
		$mails = $this->mails_to( $author );
		$this->assertCount( 1, $mails );
		$this->assertStringContainsString( 'liked "Spring tides"', $mails[0] );
	}

	public function test_a_reply_to_a_story_author_reads_their_choice_for_replies_in_both_mails(): void {
		$author = $this->create_user( 'author' );
		$story  = $this->story_of( $author, 'Harbour lights' );
		$reader = get_userdata( $this->users['subscriber'] );
		$this->relations->add( $author, Relations::SUBSCRIBE, Relations::POST, $story );
		Mail_Choices::save( $author, Notification_Store::COMMENT, Mail_Choices::NEVER );
		$sweep = new Event_Mail( $this->store, $this->relations );
		$sweep->run();
		$comment = static fn ( int $user_id, int $parent ): int => (int) wp_insert_comment(
			array(
				'comment_post_ID'      => $story,
				'comment_parent'       => $parent,
				'user_id'              => $user_id,
				'comment_author'       => get_userdata( $user_id )->display_name,
				'comment_author_email' => get_userdata( $user_id )->user_email,
				'comment_content'      => 'A response about the harbour.',
				'comment_approved'     => 1,
			)
		);
		$comment( $reader->ID, $comment( $author, 0 ) );
		foreach ( (array) _get_cron_array() as $timestamp => $hooks ) {
			foreach ( $hooks[ Comment_Notifications::HOOK ] ?? array() as $event ) {
				wp_unschedule_event( $timestamp, Comment_Notifications::HOOK, $event['args'] );
				do_action_ref_array( Comment_Notifications::HOOK, $event['args'] );
			}
		}
		$sweep->run();
		// A reply to their own response: their choice for replies (immediately), not for responses (never).
		$this->assertCount( 1, $this->mails_to( $author ), 'one mail, from the story subscription' );
	}
}

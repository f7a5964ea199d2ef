<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Notifications;

use Inkwell\Community\Notifications\Comment_Notifications;
use Inkwell\Community\Notifications\Unsubscribe_Link;
use Inkwell\Community\Storage\Relations;
use Inkwell\Tests\Test_Case;

/**
 * @covers \Inkwell\Community\Notifications\Comment_Notifications
 * @covers \Inkwell\Community\Notifications\Unsubscribe_Link
 */
final class Comment_Notifications_Test extends Test_Case {

	private Relations $relations;
	private int $post_id;
	/** @var string[] */
	private array $before;

	protected function set_up(): void {
		parent::set_up();
		// Events another process left (the demo import test commits outside the test transaction).
		wp_unschedule_hook( Comment_Notifications::HOOK );
		$this->relations = new Relations();
		$this->post_id   = $this->create_post( array( 'post_title' => 'Subscribed story' ) );
		$this->before    = $this->mails();
	}

	protected function tear_down(): void {
		foreach ( $this->new_mails() as $file ) {
			unlink( $file );
		}
		parent::tear_down();
	}

	/** @return string[] */
	private function mails(): array {
		return glob( INKWELL_MAIL_DIR . '/*.eml' ) ? glob( INKWELL_MAIL_DIR . '/*.eml' ) : array();
	}

	/** @return string[] */
	private function new_mails(): array {
		return array_values( array_diff( $this->mails(), $this->before ) );
	}

	/**
	 * New mails to the readers of the test (core also mails the post author about comments).
	 *
	 * @return string[]
	 */
	private function mails_to_readers(): array {
		$readers = array_map( fn ( string $role ) => get_userdata( $this->users[ $role ] )->user_email, array( 'subscriber', 'administrator', 'editor' ) );
		return array_values(
			array_filter(
				$this->new_mails(),
				static function ( string $file ) use ( $readers ): bool {
					return (bool) preg_match( '/^To: (' . implode( '|', array_map( 'preg_quote', $readers ) ) . ')\s*$/m', (string) file_get_contents( $file ) );
				}
			)
		);
	}

	private function subscribe( int $user_id ): void {
		$this->relations->add( $user_id, Relations::SUBSCRIBE, Relations::POST, $this->post_id );
	}

	private function comment( int $user_id, int $approved = 1 ): int {
		$user = get_userdata( $user_id );
		return (int) wp_insert_comment(
			array(
				'comment_post_ID'      => $this->post_id,
				'comment_content'      => 'A thoughtful response about the subscribed story.',
				'user_id'              => $user_id,
				'comment_author'       => $user->display_name,
				'comment_author_email' => $user->user_email,
				'comment_approved'     => $approved,
			)
		);
	}

	/**
	 * Runs the queued cron events of the notification hook, as WP-Cron would.
	 */
	private function run_queue(): void {
		foreach ( (array) _get_cron_array() as $timestamp => $hooks ) {
			foreach ( $hooks[ Comment_Notifications::HOOK ] ?? array() as $event ) {
				wp_unschedule_event( $timestamp, Comment_Notifications::HOOK, $event['args'] );
				do_action_ref_array( Comment_Notifications::HOOK, $event['args'] );
			}
		}
	}

	private function queued(): int {
		$count = 0;
		foreach ( (array) _get_cron_array() as $hooks ) {
			$count += count( $hooks[ Comment_Notifications::HOOK ] ?? array() );
		}
		return $count;
	}

	public function test_an_approved_comment_is_queued_not_sent_during_the_request(): void {
		$this->subscribe( $this->users['subscriber'] );
		$this->comment( $this->users['editor'] );
		$this->assertSame( 1, $this->queued() );
		$this->assertSame( array(), $this->mails_to_readers() );
	}

	public function test_the_queue_mails_each_subscriber_with_a_signed_unsubscribe_link(): void {
		$this->subscribe( $this->users['subscriber'] );
		$this->subscribe( $this->users['administrator'] );
		$comment = $this->comment( $this->users['editor'] );
		$this->run_queue();

		$mails = array_map( 'file_get_contents', $this->mails_to_readers() );
		$this->assertCount( 2, $mails );
		$to = array();
		foreach ( $mails as $mail ) {
			preg_match( '/^To: (.+)$/m', $mail, $m );
			$to[] = trim( $m[1] );
			$this->assertStringContainsString( 'Subscribed story', $mail );
			$this->assertStringContainsString( 'A thoughtful response', $mail );
			$this->assertStringContainsString( 'List-Unsubscribe-Post: List-Unsubscribe=One-Click', $mail );
		}
		sort( $to );
		$expected = array( get_userdata( $this->users['subscriber'] )->user_email, get_userdata( $this->users['administrator'] )->user_email );
		sort( $expected );
		$this->assertSame( $expected, $to );
		$mine = current( array_filter( $mails, fn ( $m ) => str_contains( $m, get_userdata( $this->users['subscriber'] )->user_email ) ) );
		$this->assertStringContainsString( Unsubscribe_Link::url( $this->users['subscriber'], $this->post_id ), (string) $mine );
		$this->assertStringContainsString( get_comment_link( $comment ), (string) $mine );
	}

	public function test_the_commenter_is_never_mailed_about_their_own_comment(): void {
		$this->subscribe( $this->users['editor'] );
		$this->comment( $this->users['editor'] );
		$this->run_queue();
		$this->assertSame( array(), $this->mails_to_readers() );
	}

	public function test_a_subscriber_who_blocked_the_commenter_is_not_mailed(): void {
		$this->subscribe( $this->users['subscriber'] );
		$this->relations->add( $this->users['subscriber'], Relations::BLOCK, Relations::USER, $this->users['editor'] );
		$this->comment( $this->users['editor'] );
		$this->run_queue();
		$this->assertSame( array(), $this->mails_to_readers() );
	}

	public function test_a_subscriber_the_commenter_blocked_is_not_mailed_either(): void {
		$this->subscribe( $this->users['subscriber'] );
		$this->relations->add( $this->users['editor'], Relations::BLOCK, Relations::USER, $this->users['subscriber'] );
		$this->comment( $this->users['editor'] );
		$this->run_queue();
		$this->assertSame( array(), $this->mails_to_readers() );
	}

	public function test_a_held_comment_is_mailed_only_once_a_moderator_approves_it(): void {
		$this->subscribe( $this->users['subscriber'] );
		$comment = $this->comment( $this->users['editor'], 0 );
		$this->assertSame( 0, $this->queued() );
		wp_set_comment_status( $comment, 'approve' );
		$this->assertSame( 1, $this->queued() );
		$this->run_queue();
		$this->assertCount( 1, $this->mails_to_readers() );
	}

	public function test_nobody_is_mailed_after_unsubscribing(): void {
		$this->subscribe( $this->users['subscriber'] );
		$this->comment( $this->users['editor'] );
		$this->relations->remove( $this->users['subscriber'], Relations::SUBSCRIBE, Relations::POST, $this->post_id );
		$this->run_queue();
		$this->assertSame( array(), $this->mails_to_readers() );
	}

	public function test_a_failed_mail_is_queued_again_for_that_recipient_only(): void {
		$this->subscribe( $this->users['subscriber'] );
		$this->subscribe( $this->users['administrator'] );
		$comment = $this->comment( $this->users['editor'] );
		$fail    = get_userdata( $this->users['administrator'] )->user_email;
		$filter  = static fn ( $short, $atts ) => $atts['to'] === $fail ? false : $short;
		add_filter( 'pre_wp_mail', $filter, 10, 2 );
		$this->run_queue();
		remove_filter( 'pre_wp_mail', $filter, 10 );

		$this->assertCount( 1, $this->mails_to_readers() );
		$retry = wp_next_scheduled( Comment_Notifications::HOOK, array( $comment, array( $this->users['administrator'] ), 2 ) );
		$this->assertIsInt( $retry );
		$this->assertGreaterThan( time(), $retry );
		$this->run_queue();
		$this->assertCount( 2, $this->mails_to_readers() );
	}
}

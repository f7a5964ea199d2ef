<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Notifications;

use Inkwell\Community\Notifications\Follower_Mail;
use Inkwell\Community\Notifications\Unsubscribe_Link;
use Inkwell\Community\Storage\Relations;
use Inkwell\Tests\Test_Case;

/**
 * @covers \Inkwell\Community\Notifications\Follower_Mail
 * @covers \Inkwell\Community\Notifications\Unsubscribe_Link
 */
final class Follower_Mail_Test extends Test_Case {

	private Relations $relations;
	/** @var string[] */
	private array $before;

	protected function set_up(): void {
		parent::set_up();
		$this->relations = new Relations();
		$this->before    = $this->mails();
	}

	protected function tear_down(): void {
		foreach ( $this->new_mails() as $file ) {
			unlink( $file );
		}
		foreach ( (array) _get_cron_array() as $timestamp => $hooks ) {
			foreach ( $hooks[ Follower_Mail::HOOK ] ?? array() as $event ) {
				wp_unschedule_event( $timestamp, Follower_Mail::HOOK, $event['args'] );
			}
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
	 * New mails whose subject names the test story, keyed by recipient.
	 *
	 * @return array<string,string>
	 */
	private function story_mails(): array {
		$found = array();
		foreach ( $this->new_mails() as $file ) {
			$mail = (string) file_get_contents( $file );
			if ( str_contains( $mail, 'Fresh follower story' ) && preg_match( '/^To: (.+)$/m', $mail, $m ) ) {
				$found[ trim( $m[1] ) ] = $mail;
			}
		}
		return $found;
	}

	private function email_of( string $role ): string {
		return get_userdata( $this->users[ $role ] )->user_email;
	}

	private function follow( string $role ): void {
		$this->relations->add( $this->users[ $role ], Relations::FOLLOW, Relations::USER, $this->users['author'] );
	}

	private function publish( string $status = 'publish' ): int {
		return $this->create_post(
			array(
				'post_title'   => 'Fresh follower story',
				'post_content' => 'The opening lines of a brand new story.',
				'post_status'  => $status,
			)
		);
	}

	private function queued(): int {
		$count = 0;
		foreach ( (array) _get_cron_array() as $hooks ) {
			$count += count( $hooks[ Follower_Mail::HOOK ] ?? array() );
		}
		return $count;
	}

	private function run_queue(): void {
		foreach ( (array) _get_cron_array() as $timestamp => $hooks ) {
			foreach ( $hooks[ Follower_Mail::HOOK ] ?? array() as $event ) {
				wp_unschedule_event( $timestamp, Follower_Mail::HOOK, $event['args'] );
				do_action_ref_array( Follower_Mail::HOOK, $event['args'] );
			}
		}
	}

	public function test_publishing_queues_the_mails_and_sends_none_during_the_request(): void {
		$this->follow( 'subscriber' );
		$this->publish();
		$this->assertSame( 1, $this->queued() );
		$this->assertSame( array(), $this->story_mails() );
	}

	public function test_the_queue_mails_each_follower_with_a_signed_unsubscribe_link(): void {
		$this->follow( 'subscriber' );
		$this->follow( 'editor' );
		$post = $this->publish();
		$this->run_queue();

		$mails = $this->story_mails();
		$this->assertEqualsCanonicalizing( array( $this->email_of( 'subscriber' ), $this->email_of( 'editor' ) ), array_keys( $mails ) );
		$mine = $mails[ $this->email_of( 'subscriber' ) ];
		$this->assertStringContainsString( 'The opening lines', $mine );
		$this->assertStringContainsString( get_permalink( $post ), $mine );
		$this->assertStringContainsString( Unsubscribe_Link::followers_url( $this->users['subscriber'], $this->users['author'] ), $mine );
		$this->assertStringContainsString( 'List-Unsubscribe-Post: List-Unsubscribe=One-Click', $mine );
	}

	public function test_authors_without_followers_queue_nothing_and_drafts_mail_nobody(): void {
		$this->publish();
		$this->assertSame( 0, $this->queued() );
		$this->follow( 'subscriber' );
		$draft = $this->publish( 'draft' );
		$this->assertSame( 0, $this->queued() );
		wp_publish_post( $draft );
		$this->assertSame( 1, $this->queued() );
		wp_update_post(
			array(
				'ID'         => $draft,
				'post_title' => 'Fresh follower story, edited',
			)
		);
		$this->assertSame( 1, $this->queued(), 'An update of a published story mails nobody again.' );
	}

	public function test_muted_blocked_and_former_followers_are_not_mailed(): void {
		foreach ( array( 'subscriber', 'editor', 'administrator' ) as $role ) {
			$this->follow( $role );
		}
		$this->relations->add( $this->users['subscriber'], Relations::MUTE, Relations::USER, $this->users['author'] );
		$this->relations->add( $this->users['author'], Relations::BLOCK, Relations::USER, $this->users['editor'] );
		$this->publish();
		$this->relations->remove( $this->users['administrator'], Relations::FOLLOW, Relations::USER, $this->users['author'] );
		$this->run_queue();
		$this->assertSame( array(), $this->story_mails() );
	}

	public function test_a_failed_mail_is_queued_again_for_that_recipient_only(): void {
		$this->follow( 'subscriber' );
		$this->follow( 'editor' );
		$post   = $this->publish();
		$fail   = $this->email_of( 'editor' );
		$filter = static fn ( $short, $atts ) => $atts['to'] === $fail ? false : $short;
		add_filter( 'pre_wp_mail', $filter, 10, 2 );
		$this->run_queue();
		remove_filter( 'pre_wp_mail', $filter, 10 );

		$this->assertSame( array( $this->email_of( 'subscriber' ) ), array_keys( $this->story_mails() ) );
		$this->assertIsInt( wp_next_scheduled( Follower_Mail::HOOK, array( $post, array( $this->users['editor'] ), 2 ) ) );
		$this->run_queue();
		$this->assertCount( 2, $this->story_mails() );
	}
}

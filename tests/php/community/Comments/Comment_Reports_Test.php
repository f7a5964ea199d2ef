<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Comments;

use Inkwell\Community\Comments\Comment_Reports;
use Inkwell\Community\Rules\Rate_Limits;
use Inkwell\Community\Storage\Hit_Counter;
use Inkwell\Community\Storage\Relations;
use Inkwell\Tests\Test_Case;

/**
 * `report_comment` (SPEC 7.2, 4.7; DESIGN 4): logged-in readers with the page nonce, once per comment; at the
 * threshold the comment goes back to moderation and the moderators are e-mailed.
 *
 * @covers \Inkwell\Community\Comments\Comment_Reports
 */
final class Comment_Reports_Test extends Test_Case {

	private Comment_Reports $reports;
	private int $post_id;
	private int $comment_id;
	/** @var string[] */
	private array $mails_before;

	protected function set_up(): void {
		parent::set_up();
		$this->reports      = new Comment_Reports( new Relations(), new Rate_Limits( new Hit_Counter() ) );
		$this->post_id      = $this->create_post( array( 'post_title' => 'A reported story' ) );
		$this->comment_id   = (int) wp_insert_comment(
			array(
				'comment_post_ID'  => $this->post_id,
				'comment_content'  => 'A rude response that readers report.',
				'comment_author'   => 'Rude Writer',
				'user_id'          => $this->users['editor'],
				'comment_approved' => 1,
			)
		);
		$this->mails_before = (array) glob( INKWELL_MAIL_DIR . '/*.eml' );
		wp_clear_scheduled_hook( Comment_Reports::HOOK, array( $this->comment_id ) );
	}

	protected function tear_down(): void {
		wp_clear_scheduled_hook( Comment_Reports::HOOK, array( $this->comment_id ) );
		foreach ( $this->new_mails() as $file ) {
			unlink( $file );
		}
		parent::tear_down();
	}

	/** @return string[] */
	private function new_mails(): array {
		return array_values( array_diff( (array) glob( INKWELL_MAIL_DIR . '/*.eml' ), $this->mails_before ) );
	}

	/**
	 * Reports the comment as a user with a valid nonce.
	 *
	 * @return array{0: int, 1: array<string,string>}
	 */
	private function report_as( int $user_id, ?int $comment_id = null ): array {
		wp_set_current_user( $user_id );
		$_REQUEST['_wpnonce'] = wp_create_nonce( 'wp_rest' );
		return $this->reports->report( $comment_id ?? $this->comment_id );
	}

	public function test_a_report_is_recorded_and_answers_success(): void {
		list( $status, $answer ) = $this->report_as( $this->users['subscriber'] );

		$this->assertSame( 200, $status );
		$this->assertSame( 'success', $answer['status'] );
		$this->assertTrue( ( new Relations() )->has( $this->users['subscriber'], Relations::REPORT, Relations::COMMENT, $this->comment_id ) );
		$this->assertSame( '1', get_comment( $this->comment_id )->comment_approved, 'one report is below the threshold' );
	}

	public function test_a_reader_reports_a_comment_only_once(): void {
		$this->report_as( $this->users['subscriber'] );

		list( $status, $answer ) = $this->report_as( $this->users['subscriber'] );

		$this->assertSame( 409, $status );
		$this->assertSame( 'error', $answer['status'] );
		$this->assertSame( 1, ( new Relations() )->count( Relations::REPORT, Relations::COMMENT, $this->comment_id ) );
	}

	public function test_the_third_report_holds_the_comment_and_mails_the_moderators(): void {
		$this->report_as( $this->users['subscriber'] );
		$this->report_as( $this->users['author'] );
		$this->assertSame( '1', get_comment( $this->comment_id )->comment_approved );
		$this->assertFalse( wp_next_scheduled( Comment_Reports::HOOK, array( $this->comment_id ) ) );

		list( $status, $answer ) = $this->report_as( $this->create_user() );

		$this->assertSame( array( 200, 'success' ), array( $status, $answer['status'] ) );
		$this->assertSame( '0', get_comment( $this->comment_id )->comment_approved );
		$this->assertIsInt( wp_next_scheduled( Comment_Reports::HOOK, array( $this->comment_id ) ), 'the mail is queued, not sent in the request' );
		$this->assertSame( array(), $this->new_mails() );

		do_action( Comment_Reports::HOOK, $this->comment_id );

		$mails = array_map( 'file_get_contents', $this->new_mails() );
		$this->assertCount( 2, $mails, 'the admin address and the post author, who may moderate it' );
		$to = array_map( static fn ( string $mail ): string => preg_match( '/^To: (\S+)\s*$/m', $mail, $m ) ? $m[1] : '', $mails );
		sort( $to );
		$expected = array( (string) get_option( 'admin_email' ), get_userdata( $this->users['author'] )->user_email );
		sort( $expected );
		$this->assertSame( $expected, $to );
		$mail = $mails[0];
		$this->assertStringContainsString( 'was reported 3 times and is back in moderation', $mail );
		$this->assertStringContainsString( 'A rude response that readers report.', $mail );
	}

	public function test_the_threshold_is_a_site_option(): void {
		update_option( Comment_Reports::THRESHOLD_OPTION, 1 );
		$this->report_as( $this->users['subscriber'] );
		$this->assertSame( '0', get_comment( $this->comment_id )->comment_approved );
	}

	public function test_guests_cannot_report(): void {
		list( $status, $answer ) = $this->reports->report( $this->comment_id );

		$this->assertSame( 401, $status );
		$this->assertSame( 'error', $answer['status'] );
		$this->assertSame( 0, ( new Relations() )->count( Relations::REPORT, Relations::COMMENT, $this->comment_id ) );
	}

	public function test_a_report_without_the_nonce_is_refused(): void {
		wp_set_current_user( $this->users['subscriber'] );
		$_REQUEST['_wpnonce'] = 'forged';

		list( $status, $answer ) = $this->reports->report( $this->comment_id );

		$this->assertSame( array( 403, 'error' ), array( $status, $answer['status'] ) );
		$this->assertSame( 0, ( new Relations() )->count( Relations::REPORT, Relations::COMMENT, $this->comment_id ) );
	}

	public function test_own_missing_and_held_comments_cannot_be_reported(): void {
		$this->assertSame( 400, $this->report_as( $this->users['editor'] )[0], 'own comment' );
		$this->assertSame( 404, $this->report_as( $this->users['subscriber'], 99999999 )[0], 'missing comment' );
		wp_set_comment_status( $this->comment_id, 'hold' );
		$this->assertSame( 404, $this->report_as( $this->users['subscriber'] )[0], 'held comment' );
	}

	public function test_the_menu_offers_the_report_control_to_others_only(): void {
		$comment = get_comment( $this->comment_id );
		ob_start();
		$this->reports->menu( $comment );
		$guest = (string) ob_get_clean();
		$this->assertStringContainsString( 'data-inkwell-login-popup', $guest, 'guests are shown the login popup' );

		wp_set_current_user( $this->users['subscriber'] );
		ob_start();
		$this->reports->menu( $comment );
		$reader = (string) ob_get_clean();
		$this->assertStringContainsString( 'data-inkwell-report="' . $this->comment_id . '"', $reader );
		$this->assertSame( 2, substr_count( $reader, 'class="inkwell-comment-menu__link' ) );

		wp_set_current_user( $this->users['editor'] );
		ob_start();
		$this->reports->menu( $comment );
		$this->assertStringNotContainsString( 'Report', (string) ob_get_clean() );
	}

	public function test_a_sixth_report_within_five_minutes_is_refused_with_retry_after_and_not_stored(): void {
		$reader   = $this->users['subscriber'];
		$comments = array();
		for ( $i = 0; $i < 6; $i++ ) {
			$comments[] = (int) wp_insert_comment(
				array(
					'comment_post_ID'  => $this->post_id,
					'comment_content'  => "Response $i",
					'user_id'          => $this->users['editor'],
					'comment_approved' => 1,
				)
			);
		}
		for ( $i = 0; $i < 5; $i++ ) {
			$this->assertSame( 200, $this->report_as( $reader, $comments[ $i ] )[0] );
		}

		list( $status, $answer, $retry ) = $this->report_as( $reader, $comments[5] );

		$this->assertSame( 429, $status );
		$this->assertSame( 'error', $answer['status'] );
		$this->assertStringContainsString( 'too often', $answer['message'] );
		$this->assertGreaterThan( 0, $retry );
		$this->assertLessThanOrEqual( 300, $retry );
		$this->assertFalse( ( new Relations() )->has( $reader, Relations::REPORT, Relations::COMMENT, $comments[5] ) );
		$this->assertSame( 200, $this->report_as( $this->users['author'], $comments[5] )[0], 'the limit is per person' );
	}
}

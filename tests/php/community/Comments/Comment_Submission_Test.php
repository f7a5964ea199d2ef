<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Comments;

use Inkwell\Community\Comments\Comment_Renderer;
use Inkwell\Community\Comments\Comment_Submission;
use Inkwell\Tests\Test_Case;

/**
 * Posting through `inkwell_post_comment`: the answer of SPEC 7.2 for successes and for every core
 * rejection wp_handle_comment_submission() makes.
 *
 * @covers \Inkwell\Community\Comments\Comment_Submission
 * @covers \Inkwell\Community\Comments\Comment_Renderer
 */
final class Comment_Submission_Test extends Test_Case {

	private Comment_Submission $submission;
	private int $post_id;
	/** @var string[] */
	private array $mails_before;

	protected function set_up(): void {
		parent::set_up();
		$this->submission       = new Comment_Submission( new Comment_Renderer() );
		$this->post_id          = $this->create_post( array( 'post_title' => 'A story to respond to' ) );
		$_SERVER['REMOTE_ADDR'] = '192.0.2.' . wp_rand( 1, 250 );
		update_option( 'comment_previously_approved', 0 );
		// Cookies are headers; this in-process request has none to send.
		remove_action( 'set_comment_cookies', 'wp_set_comment_cookies' );
		$this->mails_before = (array) glob( INKWELL_MAIL_DIR . '/*.eml' );
	}

	protected function tear_down(): void {
		add_action( 'set_comment_cookies', 'wp_set_comment_cookies', 10, 3 );
		foreach ( array_diff( (array) glob( INKWELL_MAIL_DIR . '/*.eml' ), $this->mails_before ) as $file ) {
			unlink( $file );
		}
		unset( $_SERVER['REMOTE_ADDR'] );
		parent::tear_down();
	}

	/**
	 * @param array<string,mixed> $fields Form fields.
	 * @return array{0: int, 1: array<string,string>}
	 */
	private function post( array $fields ): array {
		return $this->submission->submit( $fields + array( 'comment_post_ID' => (string) $this->post_id ) );
	}

	/**
	 * @param array<string,mixed> $fields Form fields.
	 */
	private function post_as_guest( array $fields = array() ): array {
		return $this->post(
			$fields + array(
				'author'  => 'Grace Guest',
				'email'   => 'grace@example.com',
				'comment' => 'A thoughtful guest response.',
			)
		);
	}

	public function test_a_reader_posts_a_top_level_comment_and_gets_its_html(): void {
		wp_set_current_user( $this->users['subscriber'] );

		list( $status, $answer ) = $this->post( array( 'comment' => 'What a <em>lovely</em> story.' ) );

		$this->assertSame( 200, $status );
		$this->assertSame( array( 'status', 'reply_to', 'data', 'comment_status' ), array_keys( $answer ) );
		$this->assertSame( 'success', $answer['status'] );
		$this->assertSame( '0', $answer['reply_to'] );
		$this->assertSame( 'approved', $answer['comment_status'] );
		$comments = get_comments( array( 'post_id' => $this->post_id ) );
		$this->assertCount( 1, $comments );
		$id = (int) $comments[0]->comment_ID;
		$this->assertStringStartsWith( '<li id="comment-' . $id . '"', trim( $answer['data'] ) );
		$this->assertStringContainsString( 'What a <em>lovely</em> story.', $answer['data'] );
		$this->assertStringContainsString( 'inkwell-comment__body', $answer['data'], 'rendered with the theme callback' );
		$this->assertStringEndsWith( '</li><!-- #comment-## -->', trim( $answer['data'] ) );
	}

	public function test_a_reply_names_its_parent_and_keeps_the_thread_depth(): void {
		wp_set_current_user( $this->users['subscriber'] );
		$top   = (int) wp_insert_comment(
			array(
				'comment_post_ID'  => $this->post_id,
				'comment_content'  => 'Top',
				'comment_approved' => 1,
			)
		);
		$child = (int) wp_insert_comment(
			array(
				'comment_post_ID'  => $this->post_id,
				'comment_content'  => 'Child',
				'comment_parent'   => $top,
				'comment_approved' => 1,
			)
		);

		list( , $reply ) = $this->post(
			array(
				'comment'        => 'A reply at the deepest level.',
				'comment_parent' => (string) $child,
			)
		);

		$this->assertSame( 'success', $reply['status'] );
		$this->assertSame( (string) $child, $reply['reply_to'] );
		$id = (int) get_comments( array( 'parent' => $child ) )[0]->comment_ID;
		$this->assertStringContainsString( 'id="comment-' . $id . '"', $reply['data'] );
		$this->assertStringContainsString( 'depth-3', $reply['data'] );
		$this->assertStringNotContainsString( 'comment-reply-link', $reply['data'], 'no reply link at the thread depth limit (3)' );

		wp_set_current_user( $this->create_user() ); // Another reader: one reader posting twice at once is a flood.
		list( , $shallow ) = $this->post(
			array(
				'comment'        => 'A reply to the top.',
				'comment_parent' => (string) $top,
			)
		);
		$this->assertSame( (string) $top, $shallow['reply_to'] );
		$this->assertStringContainsString( 'depth-2', $shallow['data'] );
		$this->assertStringContainsString( 'comment-reply-link', $shallow['data'] );
	}

	public function test_a_held_guest_comment_says_so(): void {
		update_option( 'comment_moderation', '1' );

		list( $status, $answer ) = $this->post_as_guest();

		$this->assertSame( 200, $status );
		$this->assertSame( 'success', $answer['status'] );
		$this->assertSame( 'unapproved', $answer['comment_status'] );
		$this->assertStringContainsString( 'awaiting moderation', $answer['data'] );
	}

	/**
	 * @return array<string,array{0: array<string,mixed>, 1: string, 2: int}>
	 */
	public function data_provider_core_rejections(): array {
		return array(
			'empty comment'    => array( array( 'comment' => '   ' ), 'Please type your comment text.', 200 ),
			'missing name'     => array( array( 'author' => '' ), 'Please fill the required fields.', 200 ),
			'missing e-mail'   => array( array( 'email' => '' ), 'Please fill the required fields.', 200 ),
			'invalid e-mail'   => array( array( 'email' => 'not-an-address' ), 'Please enter a valid email address.', 200 ),
			'name too long'    => array( array( 'author' => str_repeat( 'n', 300 ) ), 'Your name is too long.', 200 ),
			'comment too long' => array( array( 'comment' => str_repeat( 'w', 70000 ) ), 'Your comment is too long.', 200 ),
			'unknown post'     => array( array( 'comment_post_ID' => '99999999' ), 'This story cannot be found.', 404 ),
		);
	}

	/**
	 * @dataProvider data_provider_core_rejections
	 *
	 * @param array<string,mixed> $fields  Fields that break a rule.
	 * @param string              $message Core's message.
	 * @param int                 $code    HTTP status.
	 */
	public function test_a_core_rejection_is_an_error_answer( array $fields, string $message, int $code ): void {
		list( $status, $answer ) = $this->post_as_guest( $fields );

		$this->assertSame( 'error', $answer['status'] );
		$this->assertSame( $code, $status );
		$this->assertStringContainsString( $message, $answer['data'] );
		$this->assertStringStartsWith( '<p class="inkwell-comment-error" role="alert">', $answer['data'] );
		$this->assertSame( array(), get_comments( array( 'post_id' => $this->post_id ) ) );
	}

	public function test_closed_comments_are_refused(): void {
		wp_update_post(
			array(
				'ID'             => $this->post_id,
				'comment_status' => 'closed',
			)
		);
		list( $status, $answer ) = $this->post_as_guest();
		$this->assertSame( 403, $status );
		$this->assertSame( 'error', $answer['status'] );
		$this->assertStringContainsString( 'Sorry, comments are closed for this item.', $answer['data'] );
	}

	public function test_drafts_trashed_and_protected_posts_are_refused(): void {
		$draft                   = $this->create_post( array( 'post_status' => 'draft' ) );
		list( $status, $answer ) = $this->post_as_guest( array( 'comment_post_ID' => (string) $draft ) );
		$this->assertSame( array( 403, 'error' ), array( $status, $answer['status'] ) );
		$this->assertStringContainsString( 'This story is not published yet.', $answer['data'] );

		$trashed                 = $this->create_post( array( 'post_status' => 'trash' ) );
		list( $status, $answer ) = $this->post_as_guest( array( 'comment_post_ID' => (string) $trashed ) );
		$this->assertSame( array( 404, 'error' ), array( $status, $answer['status'] ) );

		$locked                  = $this->create_post( array( 'post_password' => 'secret' ) );
		list( $status, $answer ) = $this->post_as_guest( array( 'comment_post_ID' => (string) $locked ) );
		$this->assertSame( array( 403, 'error' ), array( $status, $answer['status'] ) );
		$this->assertStringContainsString( 'password', $answer['data'] );
	}

	public function test_a_reply_to_a_held_comment_is_refused(): void {
		$held                    = (int) wp_insert_comment(
			array(
				'comment_post_ID'  => $this->post_id,
				'comment_content'  => 'Held',
				'comment_approved' => 0,
			)
		);
		list( $status, $answer ) = $this->post_as_guest( array( 'comment_parent' => (string) $held ) );
		$this->assertSame( array( 403, 'error', (string) $held ), array( $status, $answer['status'], $answer['reply_to'] ) );
		$this->assertStringContainsString( 'replies to unapproved comments are not allowed', $answer['data'] );
	}

	public function test_guests_are_refused_when_registration_is_required(): void {
		update_option( 'comment_registration', 1 );
		list( $status, $answer ) = $this->post_as_guest();
		$this->assertSame( 403, $status );
		$this->assertStringContainsString( 'Sorry, you must be logged in to comment.', $answer['data'] );
	}

	public function test_a_duplicate_is_refused(): void {
		wp_set_current_user( $this->users['subscriber'] );
		$this->assertSame( 'success', $this->post( array( 'comment' => 'Said once.' ) )[1]['status'] );

		list( $status, $answer ) = $this->post( array( 'comment' => 'Said once.' ) );

		$this->assertSame( 409, $status );
		$this->assertSame( 'error', $answer['status'] );
		$this->assertStringContainsString( 'Duplicate comment detected', $answer['data'] );
		$this->assertCount( 1, get_comments( array( 'post_id' => $this->post_id ) ) );
	}

	public function test_a_flood_is_refused(): void {
		wp_set_current_user( $this->users['subscriber'] );
		$this->assertSame( 'success', $this->post( array( 'comment' => 'First thought.' ) )[1]['status'] );

		list( $status, $answer ) = $this->post( array( 'comment' => 'A second thought, too soon.' ) );

		$this->assertSame( 429, $status );
		$this->assertSame( 'error', $answer['status'] );
		$this->assertStringContainsString( 'You are posting comments too quickly.', $answer['data'] );
	}

	public function test_the_form_switches_to_the_ajax_action_and_sends_files(): void {
		$GLOBALS['post'] = get_post( $this->post_id ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		setup_postdata( $GLOBALS['post'] );
		ob_start();
		comment_form( array(), $this->post_id );
		$html = (string) ob_get_clean();
		unset( $GLOBALS['post'] );
		wp_reset_postdata();

		$this->assertStringContainsString( 'action="' . site_url( '/wp-comments-post.php' ) . '"', $html, 'without JavaScript the form posts to core' );
		$this->assertStringContainsString( 'data-inkwell-ajax-action value="' . esc_url( admin_url( 'admin-ajax.php?action=inkwell_post_comment' ) ) . '"', $html );
		$this->assertMatchesRegularExpression( '/<input formenctype="multipart\/form-data" name="submit" type="submit"/', $html );
		$this->assertStringContainsString( 'name="attachments_' . $this->post_id . '[]"', $html );
		$this->assertStringContainsString( 'data-inkwell-comment-response', $html );
	}

	public function test_a_comment_is_kept_and_answered_when_mail_fails(): void {
		$tried = 0;
		$fail  = static function () use ( &$tried ): bool {
			++$tried;
			return false;
		};
		add_filter( 'pre_wp_mail', $fail );
		update_option( 'comments_notify', 1 );

		list( $status, $answer ) = $this->post_as_guest( array( 'comment' => 'Kept though no mail goes out.' ) );
		remove_filter( 'pre_wp_mail', $fail );

		$this->assertGreaterThan( 0, $tried, 'the post author notice was tried, and failed' );
		$this->assertSame( 200, $status );
		$this->assertSame( 'success', $answer['status'] );
		$this->assertSame( 'Kept though no mail goes out.', get_comments( array( 'post_id' => $this->post_id ) )[0]->comment_content );
	}
}

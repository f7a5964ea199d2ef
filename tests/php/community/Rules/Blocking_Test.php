<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Rules;

use Inkwell\Community\Storage\Relations;
use Inkwell\Tests\Test_Case;

/**
 * @covers \Inkwell\Community\Rules\Blocking
 */
final class Blocking_Test extends Test_Case {

	public function test_the_blocker_does_not_see_the_blocked_persons_comments_or_replies_to_them(): void {
		$post    = $this->create_post();
		$blocked = $this->users['editor'];
		$other   = $this->users['administrator'];
		$hidden  = (int) wp_insert_comment( array( 'comment_post_ID' => $post, 'user_id' => $blocked, 'comment_content' => 'by blocked', 'comment_approved' => 1 ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$reply   = (int) wp_insert_comment( array( 'comment_post_ID' => $post, 'user_id' => $other, 'comment_parent' => $hidden, 'comment_content' => 'reply', 'comment_approved' => 1 ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$kept    = (int) wp_insert_comment( array( 'comment_post_ID' => $post, 'user_id' => $other, 'comment_content' => 'kept', 'comment_approved' => 1 ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$all     = get_comments( array( 'post_id' => $post, 'orderby' => 'comment_ID', 'order' => 'ASC' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound

		wp_set_current_user( $this->users['subscriber'] );
		$this->assertCount( 3, apply_filters( 'comments_array', $all, $post ) );

		( new Relations() )->add( $this->users['subscriber'], Relations::BLOCK, Relations::USER, $blocked );
		$shown = array_map( static fn ( $c ) => (int) $c->comment_ID, apply_filters( 'comments_array', $all, $post ) );
		$this->assertSame( array( $kept ), $shown );
		$this->assertNotContains( $reply, $shown );
	}

	public function test_the_blocked_authors_stories_leave_the_blockers_home_listing(): void {
		$mine   = $this->create_post( array( 'post_title' => 'Kept story' ) );
		$theirs = $this->create_post(
			array(
				'post_title'  => 'Blocked story',
				'post_author' => $this->users['editor'],
			)
		);
		wp_set_current_user( $this->users['subscriber'] );
		( new Relations() )->add( $this->users['subscriber'], Relations::BLOCK, Relations::USER, $this->users['editor'] );
		$this->go_home();
		$ids = wp_list_pluck( $GLOBALS['wp_query']->posts, 'ID' );
		$this->assertContains( $mine, $ids );
		$this->assertNotContains( $theirs, $ids );
	}

	private function go_home(): void {
		$GLOBALS['wp_the_query'] = new \WP_Query(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- a fresh main query, as a page load makes.
		$GLOBALS['wp_query']     = $GLOBALS['wp_the_query']; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$GLOBALS['wp_query']->query( array( 'posts_per_page' => 50 ) );
	}
}

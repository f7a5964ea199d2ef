<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Popups;

use Inkblocks\Popups\Popup_Content_Ajax;
use Inkblocks\Popups\Popup_Post_Type;
use Inkwell\Tests\Test_Case;

/**
 * The popup content answer of SPEC 7.5.
 *
 * @covers \Inkblocks\Popups\Popup_Content_Ajax
 */
final class Popup_Content_Ajax_Test extends Test_Case {

	protected function set_up(): void {
		parent::set_up();
		$this->reset_asset_queues();
	}

	private function popup( string $status, string $content ): int {
		return $this->create_post(
			array(
				'post_type'    => Popup_Post_Type::POST_TYPE,
				'post_status'  => $status,
				'post_title'   => 'A popup',
				'post_content' => $content,
			)
		);
	}

	public function test_a_published_popup_answers_its_rendered_blocks_and_their_assets(): void {
		$id     = $this->popup( 'publish', "<!-- wp:paragraph -->\n<p>Hello <em>there</em></p>\n<!-- /wp:paragraph -->\n\n<!-- wp:inkblocks/newsletter {\"listId\":3} /-->" );
		$answer = ( new Popup_Content_Ajax() )->content( $id );

		$this->assertSame( 'success', $answer['type'] );
		$this->assertSame( array( 'content', 'contentElements', 'scripts', 'styles', 'afterScripts' ), array_keys( $answer['content'] ) );
		$this->assertStringContainsString( '>Hello <em>there</em></p>', $answer['content']['content'] );
		// Rendered in the popup's context: the form uses the popup action (SPEC 7.6).
		$this->assertStringContainsString( 'name="action" value="inkblocks_popup_lists_ajax"', $answer['content']['content'] );
		$this->assertSame( array( 'core/paragraph', 'inkblocks/newsletter' ), $answer['content']['contentElements'] );
		$handles = array_column( $answer['content']['scripts'], 'handle' );
		$this->assertContains( 'inkblocks-newsletter-view-script', $handles );
		$this->assertContains( 'wp-element', $handles );
		$this->assertLessThan( array_search( 'inkblocks-newsletter-view-script', $handles, true ), array_search( 'wp-element', $handles, true ), 'dependencies come first' );
		foreach ( $answer['content']['scripts'] as $script ) {
			$this->assertMatchesRegularExpression( '#^https?://#', $script['src'] );
		}
		$this->assertContains( 'inkblocks-newsletter-view-style', array_column( $answer['content']['styles'], 'handle' ) );
	}

	public function test_a_draft_popup_is_refused(): void {
		$answer = ( new Popup_Content_Ajax() )->content( $this->popup( 'draft', '<p>Secret</p>' ) );
		$this->assertSame( 'error', $answer['type'] );
		$this->assertSame( 'This popup is not available.', $answer['message'] );
		$this->assertSame( array(), $answer['content'] );
	}

	public function test_a_missing_popup_or_another_post_type_is_refused(): void {
		$content = new Popup_Content_Ajax();
		$this->assertSame( 'error', $content->content( 999999 )['type'] );
		$this->assertSame( 'error', $content->content( $this->create_post() )['type'] );
	}
}

<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Popups;

use Inkblocks\Popups\Popup_Content_Ajax;
use Inkblocks\Popups\Popup_Post_Type;
use Inkwell\Tests\Test_Case;

/**
 * page_url and customContent of the popup content call (SPEC 7.5): the post the popup's blocks render for.
 *
 * @covers \Inkblocks\Popups\Popup_Content_Ajax
 */
final class Popup_Context_Test extends Test_Case {

	private int $article;
	private int $other;

	protected function set_up(): void {
		parent::set_up();
		$this->reset_asset_queues();
		$this->article = $this->create_post(
			array(
				'post_title'   => 'The article the popup opened on',
				'post_content' => '<!-- wp:paragraph --><p>Article body</p><!-- /wp:paragraph -->',
			)
		);
		$this->other   = $this->create_post(
			array(
				'post_title'   => 'A card in a list',
				'post_content' => '<!-- wp:paragraph --><p>The body of the card post.</p><!-- /wp:paragraph -->',
			)
		);
	}

	/**
	 * @param string $content_type default or post-content.
	 */
	private function popup( string $content_type = 'default' ): int {
		$id = $this->create_post(
			array(
				'post_type'    => Popup_Post_Type::POST_TYPE,
				'post_title'   => 'Context popup',
				'post_content' => '<!-- wp:post-title /-->',
			)
		);
		update_post_meta( $id, Popup_Post_Type::SETTINGS_META, array( 'content-type' => $content_type ) );
		return $id;
	}

	public function test_blocks_render_for_the_page_at_page_url(): void {
		$answer = ( new Popup_Content_Ajax() )->content( $this->popup(), get_permalink( $this->article ) );
		$this->assertSame( 'success', $answer['type'] );
		$this->assertStringContainsString( 'The article the popup opened on', $answer['content']['content'] );
	}

	public function test_custom_content_names_the_post_before_the_page(): void {
		$answer = ( new Popup_Content_Ajax() )->content( $this->popup(), get_permalink( $this->article ), (string) $this->other );
		$this->assertStringContainsString( 'A card in a list', $answer['content']['content'] );
		$this->assertStringNotContainsString( 'The article the popup opened on', $answer['content']['content'] );
	}

	public function test_a_page_of_another_site_or_a_private_post_gives_no_context(): void {
		$draft  = $this->create_post(
			array(
				'post_status' => 'draft',
				'post_title'  => 'Unpublished secret',
			)
		);
		$answer = ( new Popup_Content_Ajax() )->content( $this->popup(), 'https://elsewhere.example/?p=' . $this->article, (string) $draft );
		$this->assertSame( 'success', $answer['type'] );
		$this->assertStringNotContainsString( 'Unpublished secret', $answer['content']['content'] );
		$this->assertStringNotContainsString( 'The article the popup opened on', $answer['content']['content'] );
	}

	public function test_a_post_content_popup_shows_the_named_posts_content(): void {
		$popup  = $this->popup( 'post-content' );
		$answer = ( new Popup_Content_Ajax() )->content( $popup, get_permalink( $this->article ), (string) $this->other );
		$this->assertStringContainsString( 'The body of the card post.', $answer['content']['content'] );

		$nothing = ( new Popup_Content_Ajax() )->content( $popup, 'https://elsewhere.example/', 'not-a-number' );
		$this->assertSame( 'error', $nothing['type'] );
		$this->assertSame( 'There is nothing to show here.', $nothing['message'] );
	}

	public function test_a_post_content_popup_is_never_rendered_into_the_page(): void {
		$popup = $this->popup( 'post-content' );
		update_post_meta(
			$popup,
			Popup_Post_Type::SETTINGS_META,
			array(
				'content-type' => 'post-content',
				'conditions'   => array( 'site' ),
			)
		);
		ob_start();
		( new \Inkblocks\Popups\Popup_Renderer() )->render();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'data-inkblocks-popup-id="' . $popup . '"', $html );
		$props = json_decode( html_entity_decode( (string) preg_replace( '/^.*data-inkblocks-popup-id="' . $popup . '"[^>]*data-inkwell-props="([^"]*)".*$/s', '$1', $html ) ), true );
		$this->assertSame( '', $props['content'] );
	}
}

<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Blocks;

use Inkwell\Tests\Test_Case;


/**
 * Server render of the dropbar: a <details> that works without JavaScript, and its settings.
 *
 * @covers \Inkblocks\Blocks\Dropbar
 */
final class Dropbar_Test extends Test_Case {
	use Block_Render;

	private const CONTENT = "<!-- wp:paragraph -->\n<p>Drop text</p>\n<!-- /wp:paragraph -->";

	public function test_the_dropbar_is_a_details_element_with_default_settings(): void {
		$html  = do_blocks( $this->block( 'inkblocks/dropbar', array(), self::CONTENT ) );
		$props = $this->island_props( $html, 'dropbar' );

		$this->assertMatchesRegularExpression( '#<details class="inkblocks-dropbar__details">\s*<summary class="inkblocks-dropbar__button">More</summary>\s*<div class="inkblocks-dropbar__drop" data-inkblocks-slot="drop">\s*<p[^>]*>Drop text</p>#', $html );
		$this->assertSame( 'hover', $props['mode'] );
		$this->assertSame( 500, $props['hide_delay'] );
		$this->assertStringContainsString( 'is-bottom-start', $html );
		$this->assertTrue( wp_script_is( 'inkblocks-dropbar-view-script', 'enqueued' ) );
		$this->assertTrue( wp_style_is( 'inkblocks-dropbar-view-style', 'enqueued' ) );
	}

	public function test_its_settings_are_read(): void {
		$html  = do_blocks(
			$this->block(
				'inkblocks/dropbar',
				array(
					'label'      => 'Share',
					'mode'       => 'click',
					'hide_delay' => 1200,
					'position'   => 'top-end',
				),
				self::CONTENT
			)
		);
		$props = $this->island_props( $html, 'dropbar' );
		$this->assertSame( 'Share', $props['label'] );
		$this->assertSame( 'click', $props['mode'] );
		$this->assertSame( 1200, $props['hide_delay'] );
		$this->assertStringContainsString( 'is-top-end', $html );
	}

	public function test_a_label_typed_with_rich_text_keeps_its_inline_tags(): void {
		$html  = do_blocks( $this->block( 'inkblocks/dropbar', array( 'label' => '<em>Share</em> &amp; save' ), self::CONTENT ) );
		$props = $this->island_props( $html, 'dropbar' );
		$this->assertSame( '<em>Share</em> &amp; save', $props['label'] );
		$this->assertStringContainsString( '<summary class="inkblocks-dropbar__button"><em>Share</em> &amp; save</summary>', $html );
		$props = $this->island_props( do_blocks( $this->block( 'inkblocks/dropbar', array( 'label' => '<strong> </strong>' ), self::CONTENT ) ), 'dropbar' );
		$this->assertSame( 'More', $props['label'] );
	}

	public function test_hostile_attributes_are_neutralised(): void {
		$html  = do_blocks( $this->block( 'inkblocks/dropbar', '{"label":"<b onclick=x>Go</b><script>alert(1)</script>","mode":"always","hide_delay":-40,"position":"\" onmouseover=\"x"}', self::CONTENT ) );
		$props = $this->island_props( $html, 'dropbar' );
		$this->assertStringNotContainsString( '<script>alert', $html );
		$this->assertStringNotContainsString( 'onmouseover', $html );
		$this->assertStringNotContainsString( 'onclick', $html );
		$this->assertSame( 'Goalert(1)', $props['label'] );
		$this->assertSame( 'hover', $props['mode'] );
		$this->assertSame( 0, $props['hide_delay'] );
		$this->assertStringContainsString( 'is-bottom-start', $html );
		$props = $this->island_props( do_blocks( $this->block( 'inkblocks/dropbar', '{"hide_delay":"soon"}', self::CONTENT ) ), 'dropbar' );
		$this->assertSame( 500, $props['hide_delay'] );
	}

	public function test_an_empty_dropbar_renders_nothing_and_loads_no_script(): void {
		$this->assertSame( '', trim( do_blocks( $this->block( 'inkblocks/dropbar', array( 'label' => 'Empty' ) ) ) ) );
		$this->assertFalse( wp_script_is( 'inkblocks-dropbar-view-script', 'enqueued' ) );
		$this->assertFalse( wp_style_is( 'inkblocks-dropbar-view-style', 'enqueued' ) );
	}

	public function test_an_empty_dropbar_asks_editors_for_content(): void {
		wp_set_current_user( $this->users['editor'] );
		$this->assertSame( '<p class="inkblocks-notice" role="note">This dropbar has no content yet.</p>', trim( do_blocks( $this->block( 'inkblocks/dropbar', array() ) ) ) );
	}
}

<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Blocks;

use Inkwell\Tests\Test_Case;


/**
 * Server render of the Panel block, the item of tabs, accordion and switcher: its id and title, its
 * synced pattern, one render each, and nothing broken by hostile attributes.
 *
 * @covers \Inkblocks\Blocks\Panel
 * @covers \Inkblocks\Blocks\Support\Panels
 */
final class Panel_Test extends Test_Case {
	use Block_Render;

	public function test_each_panel_is_rendered_once(): void {
		$renders = 0;
		$count   = static function ( string $html, array $parsed ) use ( &$renders ): string {
			$renders += 'inkblocks/panel' === $parsed['blockName'] ? 1 : 0;
			return $html;
		};
		add_filter( 'render_block', $count, 10, 2 );
		do_blocks( $this->block( 'inkblocks/tabs', array(), $this->three_panels() ) );
		remove_filter( 'render_block', $count );
		$this->assertSame( 3, $renders );
	}

	public function test_hostile_attributes_are_neutralised(): void {
		$hostile = $this->block(
			'inkblocks/panel',
			array(
				'title'      => '<img src=x onerror=alert(1)>"><script>alert(2)</script>Hi',
				'itemId'     => '"><script>alert(3)</script>',
				'templateId' => 'DROP TABLE',
				'active'     => 'yes',
			),
			'<!-- wp:paragraph --><p>Body</p><!-- /wp:paragraph -->'
		);
		$html    = do_blocks( $this->block( 'inkblocks/tabs', array(), $hostile . $hostile ) );
		$props   = $this->island_props( $html, 'tabs' );

		$this->assertStringNotContainsString( '<script>alert', $html );
		$this->assertStringNotContainsString( '<img src=x', $html );
		$this->assertSame( array( 'script-alert-3-script', 'script-alert-3-script-2' ), array_column( $props['items'], 'id' ) );
		$this->assertSame( 0, $props['items'][0]['templateId'] );
		$this->assertFalse( $props['items'][0]['active'] );
		// Tags go; what they held stays as text, escaped.
		$this->assertSame( '"&gt;alert(2)Hi', $props['items'][0]['title'] );
		$this->assertMatchesRegularExpression( '#<p[^>]*>Body</p>#', $html );
	}

	public function test_a_panel_title_gives_the_id_and_an_empty_one_a_numbered_title(): void {
		$props = $this->island_props(
			do_blocks( $this->block( 'inkblocks/accordion', array(), $this->panel( 'Déjà vu & more', 'x' ) . $this->panel( '', 'y' ) ) ),
			'accordion'
		);
		$this->assertSame( array( 'deja-vu-more', 'item-2' ), array_column( $props['items'], 'id' ) );
		$this->assertSame( 'Item 2', $props['items'][1]['title'] );
	}

	public function test_a_title_typed_with_rich_text_keeps_its_inline_tags_but_links(): void {
		$html  = do_blocks(
			$this->block(
				'inkblocks/tabs',
				array(),
				$this->panel( '<strong>Bold</strong> &amp; <em>new</em> <a href="/x">link</a>', 'x' ) . $this->panel( 'Q &amp; A', 'y' )
			)
		);
		$props = $this->island_props( $html, 'tabs' );

		$this->assertSame( array( 'bold-new-link', 'q-a' ), array_column( $props['items'], 'id' ) );
		$this->assertSame( '<strong>Bold</strong> &amp; <em>new</em> link', $props['items'][0]['title'] );
		$this->assertStringContainsString( '<a href="#bold-new-link" class="is-active"><strong>Bold</strong> &amp; <em>new</em> link</a>', $html );
		$this->assertStringContainsString( '<h3 class="inkblocks-tabs__heading">Q &amp; A</h3>', $html );
		$this->assertStringNotContainsString( 'href="/x"', $html );
	}

	public function test_a_title_saved_as_plain_text_keeps_its_id(): void {
		$props = $this->island_props(
			do_blocks( $this->block( 'inkblocks/accordion', array(), $this->panel( 'Fish & chips < 5', 'x' ) ) ),
			'accordion'
		);
		$this->assertSame( 'fish-chips-5', $props['items'][0]['id'] );
		$this->assertSame( 'Fish &amp; chips &lt; 5', $props['items'][0]['title'] );
	}

	public function test_a_panel_with_a_published_pattern_renders_it_for_readers_without_javascript_only(): void {
		$pattern = $this->create_post(
			array(
				'post_type'    => 'wp_block',
				'post_content' => '<!-- wp:paragraph --><p>From the pattern</p><!-- /wp:paragraph -->',
			)
		);
		$draft   = $this->create_post(
			array(
				'post_type'    => 'wp_block',
				'post_status'  => 'draft',
				'post_content' => '<!-- wp:paragraph --><p>Secret draft</p><!-- /wp:paragraph -->',
			)
		);
		$markup  = $this->block(
			'inkblocks/tabs',
			array(),
			$this->panel( 'Shipping', 'ignored', array( 'templateId' => $pattern ) ) . $this->panel( 'Draft', 'ignored', array( 'templateId' => $draft ) )
		);
		$html    = do_blocks( $markup );
		$props   = $this->island_props( $html, 'tabs' );

		$this->assertMatchesRegularExpression( '#<noscript><p[^>]*>From the pattern</p></noscript>#', $html );
		$this->assertStringNotContainsString( 'Secret draft', $html );
		$this->assertStringNotContainsString( 'ignored', $html );
		$this->assertStringNotContainsString( 'inkblocks-notice', $html, 'readers see no notice' );
		$this->assertSame( array( $pattern, $draft ), array_column( $props['items'], 'templateId' ) );

		wp_set_current_user( $this->users['editor'] );
		$this->assertStringContainsString( 'The pattern of this panel is missing or not published.', do_blocks( $markup ) );
	}
}

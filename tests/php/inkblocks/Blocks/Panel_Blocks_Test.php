<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Blocks;

use Inkwell\Tests\Test_Case;


/**
 * Server render of tabs, accordion and switcher and their panels: readable without JavaScript, props for
 * the islands, and nothing broken by missing or hostile attributes.
 *
 * @covers \Inkblocks\Blocks\Tabs
 * @covers \Inkblocks\Blocks\Accordion
 * @covers \Inkblocks\Blocks\Switcher
 * @covers \Inkblocks\Blocks\Panel
 * @covers \Inkblocks\Blocks\Panels
 */
final class Panel_Blocks_Test extends Test_Case {
	use Block_Render;

	private function three_panels(): string {
		return $this->panel( 'Overview', 'All about it.' )
			. $this->panel( 'Specs', 'Weighs 2 kg.', array( 'itemId' => 'tech-specs' ) )
			. $this->panel( 'Reviews', 'Five stars.', array( 'active' => true ) );
	}

	public function test_tabs_render_every_panel_with_links_and_the_island_props(): void {
		$html  = do_blocks( $this->block( 'inkblocks/tabs', array(), $this->three_panels() ) );
		$props = $this->island_props( $html, 'tabs' );

		$this->assertStringContainsString( '<a href="#overview">Overview</a>', $html );
		$this->assertStringContainsString( '<a href="#tech-specs">Specs</a>', $html );
		$this->assertMatchesRegularExpression( '#<section class="inkblocks-tabs__panel" id="reviews">\s*<h3 class="inkblocks-tabs__heading">Reviews</h3>\s*<div class="inkblocks-tabs__content" data-inkblocks-slot="reviews">\s*<p[^>]*>Five stars.</p>#', $html );
		$this->assertSame( 'click', $props['event'] );
		$this->assertFalse( $props['autoSwitch'] );
		$this->assertSame( 3000, $props['autoSwitchDelay'] );
		$this->assertSame( 2, $props['active'] );
		$this->assertSame( array( 'overview', 'tech-specs', 'reviews' ), array_column( $props['items'], 'id' ) );
		$this->assertArrayNotHasKey( 'html', $props['items'][0] );
		$this->assertStringEndsWith( '/inkblocks-tabs-api/v1/block-template', $props['templateUrl'] );
		$this->assertFalse( $props['dev'] );
		$this->assertSame( '', $props['nonce'] );
		$this->assertMatchesRegularExpression( '/<div [^>]*class="[^"]*wp-block-inkblocks-tabs[^"]*" id="' . preg_quote( $props['root'], '/' ) . '"/', $html );
		$this->assertTrue( wp_script_is( 'inkblocks-tabs', 'enqueued' ) );
		$this->assertFalse( wp_script_is( 'inkblocks-accordion', 'enqueued' ) );
	}

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

	public function test_tabs_settings_are_read_and_clamped(): void {
		$props = $this->island_props(
			do_blocks(
				$this->block(
					'inkblocks/tabs',
					array(
						'event'           => 'hover',
						'autoSwitch'      => true,
						'autoSwitchDelay' => 50,
						'orientation'     => 'vertical',
					),
					$this->three_panels()
				)
			),
			'tabs'
		);
		$this->assertSame( 'hover', $props['event'] );
		$this->assertTrue( $props['autoSwitch'] );
		$this->assertSame( 1000, $props['autoSwitchDelay'] );
		$this->assertSame( 'vertical', $props['orientation'] );
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
		$html    = do_blocks(
			$this->block(
				'inkblocks/tabs',
				'{"event":"<script>","autoSwitch":"1","autoSwitchDelay":"9999999","orientation":["x"]}',
				$hostile . $hostile
			)
		);
		$props   = $this->island_props( $html, 'tabs' );

		$this->assertStringNotContainsString( '<script>alert', $html );
		$this->assertStringNotContainsString( '<img src=x', $html );
		$this->assertSame( 'click', $props['event'] );
		$this->assertFalse( $props['autoSwitch'] );
		$this->assertSame( 3000, $props['autoSwitchDelay'] );
		$this->assertSame( 'horizontal', $props['orientation'] );
		$this->assertSame( array( 'script-alert-3-script', 'script-alert-3-script-2' ), array_column( $props['items'], 'id' ) );
		$this->assertSame( 0, $props['items'][0]['templateId'] );
		$this->assertFalse( $props['items'][0]['active'] );
		$this->assertSame( '">Hi', $props['items'][0]['title'] );
	}

	public function test_tabs_without_panels_render_nothing_for_readers_and_a_notice_for_editors(): void {
		$markup = $this->block( 'inkblocks/tabs', array(), '<!-- wp:paragraph --><p>Stray</p><!-- /wp:paragraph -->' );
		$this->assertSame( '', trim( do_blocks( $markup ) ) );
		wp_set_current_user( $this->users['editor'] );
		$this->assertStringContainsString( 'class="inkblocks-notice"', do_blocks( $markup ) );
	}

	public function test_a_panel_title_gives_the_id_and_an_empty_one_a_numbered_title(): void {
		$props = $this->island_props(
			do_blocks( $this->block( 'inkblocks/accordion', array(), $this->panel( 'Déjà vu & more', 'x' ) . $this->panel( '', 'y' ) ) ),
			'accordion'
		);
		$this->assertSame( array( 'deja-vu-more', 'item-2' ), array_column( $props['items'], 'id' ) );
		$this->assertSame( 'Item 2', $props['items'][1]['title'] );
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
		$html    = do_blocks(
			$this->block(
				'inkblocks/tabs',
				array(),
				$this->panel( 'Shipping', 'ignored', array( 'templateId' => $pattern ) ) . $this->panel( 'Draft', 'ignored', array( 'templateId' => $draft ) )
			)
		);
		$props   = $this->island_props( $html, 'tabs' );

		$this->assertMatchesRegularExpression( '#<noscript><p[^>]*>From the pattern</p></noscript>#', $html );
		$this->assertStringNotContainsString( 'Secret draft', $html );
		$this->assertStringNotContainsString( 'ignored', $html );
		$this->assertSame( array( $pattern, $draft ), array_column( $props['items'], 'templateId' ) );
	}

	public function test_the_accordion_renders_headings_and_content_with_its_settings(): void {
		$html  = do_blocks(
			$this->block(
				'inkblocks/accordion',
				array(
					'collapsible'  => false,
					'headingLevel' => 4,
				),
				$this->three_panels()
			)
		);
		$props = $this->island_props( $html, 'accordion' );

		$this->assertMatchesRegularExpression( '#<div class="inkblocks-accordion__item" id="tech-specs">\s*<h4 class="inkblocks-accordion__heading">Specs</h4>\s*<div class="inkblocks-accordion__content" data-inkblocks-slot="tech-specs">\s*<p[^>]*>Weighs 2 kg.</p>#', $html );
		$this->assertFalse( $props['collapsible'] );
		$this->assertSame( 4, $props['headingLevel'] );
		$this->assertSame( array( false, false, true ), array_column( $props['items'], 'active' ) );
	}

	public function test_the_accordion_defaults_and_clamps_its_heading_level(): void {
		$props = $this->island_props( do_blocks( $this->block( 'inkblocks/accordion', '{"headingLevel":1,"collapsible":"no"}', $this->three_panels() ) ), 'accordion' );
		$this->assertSame( 2, $props['headingLevel'] );
		$this->assertTrue( $props['collapsible'] );
		$props = $this->island_props( do_blocks( $this->block( 'inkblocks/accordion', '{"headingLevel":"<h1>"}', $this->three_panels() ) ), 'accordion' );
		$this->assertSame( 3, $props['headingLevel'] );
	}

	public function test_the_switcher_renders_its_two_sides_and_ignores_more(): void {
		$html  = do_blocks( $this->block( 'inkblocks/switcher', array( 'enabled' => true ), $this->three_panels() ) );
		$props = $this->island_props( $html, 'switcher' );

		$this->assertTrue( $props['enabled'] );
		$this->assertSame( array( 'Overview', 'Specs' ), array_column( $props['items'], 'title' ) );
		$this->assertStringContainsString( '>Weighs 2 kg.</p>', $html );
		$this->assertStringNotContainsString( 'Five stars.', $html );
	}

	public function test_a_switcher_with_one_side_renders_nothing_for_readers(): void {
		$markup = $this->block( 'inkblocks/switcher', '{"enabled":"yes"}', $this->panel( 'Only', 'one' ) );
		$this->assertSame( '', trim( do_blocks( $markup ) ) );
		wp_set_current_user( $this->users['administrator'] );
		$this->assertStringContainsString( 'A switcher needs two panels.', do_blocks( $markup ) );
	}
}

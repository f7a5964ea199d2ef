<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Blocks;

use Inkwell\Tests\Test_Case;


/**
 * Server render of the Tabs block: every panel readable without JavaScript, props for the island, and
 * nothing broken by missing or hostile settings. Its panels are tested in Panel_Test.
 *
 * @covers \Inkblocks\Blocks\Tabs
 * @covers \Inkblocks\Blocks\Support\Panels
 */
final class Tabs_Test extends Test_Case {
	use Block_Render;

	public function test_tabs_render_every_panel_with_links_and_the_island_props(): void {
		$html  = do_blocks( $this->block( 'inkblocks/tabs', array(), $this->three_panels() ) );
		$props = $this->island_props( $html, 'tabs' );

		$this->assertStringContainsString( '<a href="#overview">Overview</a>', $html );
		$this->assertStringContainsString( '<a href="#tech-specs">Specs</a>', $html );
		// The active panel and its link are marked, for the island's shape before it mounts.
		$this->assertStringContainsString( '<a href="#reviews" class="is-active">Reviews</a>', $html );
		$this->assertStringContainsString( '<section class="inkblocks-tabs__panel" id="overview">', $html );
		$this->assertMatchesRegularExpression( '#<section class="inkblocks-tabs__panel is-active" id="reviews">\s*<h3 class="inkblocks-tabs__heading">Reviews</h3>\s*<div class="inkblocks-tabs__content" data-inkblocks-slot="reviews">\s*<p[^>]*>Five stars.</p>#', $html );
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
		$this->assertStringContainsString( 'is-horizontal', $html );
		$this->assertTrue( wp_script_is( 'inkblocks-tabs-view-script', 'enqueued' ) );
		$this->assertTrue( wp_style_is( 'inkblocks-tabs-view-style', 'enqueued' ) );
		$this->assertFalse( wp_script_is( 'inkblocks-accordion-view-script', 'enqueued' ) );
	}

	public function test_tabs_settings_are_read_and_clamped(): void {
		$html  = do_blocks(
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
		);
		$props = $this->island_props( $html, 'tabs' );
		$this->assertSame( 'hover', $props['event'] );
		$this->assertTrue( $props['autoSwitch'] );
		$this->assertSame( 1000, $props['autoSwitchDelay'] );
		$this->assertSame( 'vertical', $props['orientation'] );
		$this->assertStringContainsString( 'is-vertical', $html );
	}

	public function test_hostile_settings_are_neutralised(): void {
		$html  = do_blocks(
			$this->block(
				'inkblocks/tabs',
				'{"event":"<script>","autoSwitch":"1","autoSwitchDelay":"9999999","orientation":["x"]}',
				$this->three_panels()
			)
		);
		$props = $this->island_props( $html, 'tabs' );

		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertSame( 'click', $props['event'] );
		$this->assertFalse( $props['autoSwitch'] );
		$this->assertSame( 3000, $props['autoSwitchDelay'] );
		$this->assertSame( 'horizontal', $props['orientation'] );
	}

	public function test_tabs_without_panels_render_nothing_for_readers_and_a_notice_for_editors(): void {
		$markup = $this->block( 'inkblocks/tabs', array(), '<!-- wp:paragraph --><p>Stray</p><!-- /wp:paragraph -->' );
		$this->assertSame( '', trim( do_blocks( $markup ) ) );
		wp_set_current_user( $this->users['editor'] );
		$this->assertSame( '<p class="inkblocks-notice" role="note">These tabs have no panel yet.</p>', trim( do_blocks( $markup ) ) );
	}
}

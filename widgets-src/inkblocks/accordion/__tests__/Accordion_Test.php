<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Blocks;

use Inkwell\Tests\Test_Case;


/**
 * Server render of the Accordion block: every toggle readable without JavaScript, and its settings read
 * and clamped. Its toggles (panels) are tested in Panel_Test.
 *
 * @covers \Inkblocks\Blocks\Accordion
 */
final class Accordion_Test extends Test_Case {
	use Block_Render;

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
		$this->assertMatchesRegularExpression( '/<div [^>]*class="[^"]*wp-block-inkblocks-accordion[^"]*" id="' . preg_quote( $props['root'], '/' ) . '"/', $html );
		$this->assertFalse( $props['collapsible'] );
		$this->assertSame( 4, $props['headingLevel'] );
		$this->assertSame( array( false, false, true ), array_column( $props['items'], 'active' ) );
		$this->assertTrue( wp_script_is( 'inkblocks-accordion-view-script', 'enqueued' ) );
		$this->assertFalse( wp_script_is( 'inkblocks-tabs-view-script', 'enqueued' ) );
	}

	public function test_the_accordion_defaults_and_clamps_its_heading_level(): void {
		$props = $this->island_props( do_blocks( $this->block( 'inkblocks/accordion', '{"headingLevel":1,"collapsible":"no"}', $this->three_panels() ) ), 'accordion' );
		$this->assertSame( 2, $props['headingLevel'] );
		$this->assertTrue( $props['collapsible'] );
		$props = $this->island_props( do_blocks( $this->block( 'inkblocks/accordion', '{"headingLevel":"<h1>"}', $this->three_panels() ) ), 'accordion' );
		$this->assertSame( 3, $props['headingLevel'] );
	}

	public function test_an_accordion_without_toggles_renders_nothing_for_readers_and_a_notice_for_editors(): void {
		$markup = $this->block( 'inkblocks/accordion', array() );
		$this->assertSame( '', trim( do_blocks( $markup ) ) );
		wp_set_current_user( $this->users['editor'] );
		$this->assertSame( '<p class="inkblocks-notice" role="note">This accordion has no toggle yet.</p>', trim( do_blocks( $markup ) ) );
	}
}

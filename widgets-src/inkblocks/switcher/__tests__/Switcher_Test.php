<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Blocks;

use Inkwell\Tests\Test_Case;


/**
 * Server render of the Switcher block: its two sides readable without JavaScript, and its setting. Its
 * sides (panels) are tested in Panel_Test.
 *
 * @covers \Inkblocks\Blocks\Switcher
 */
final class Switcher_Test extends Test_Case {
	use Block_Render;

	public function test_the_switcher_renders_its_two_sides_and_ignores_more(): void {
		$html  = do_blocks( $this->block( 'inkblocks/switcher', array( 'enabled' => true ), $this->three_panels() ) );
		$props = $this->island_props( $html, 'switcher' );

		$this->assertTrue( $props['enabled'] );
		$this->assertSame( array( 'Overview', 'Specs' ), array_column( $props['items'], 'title' ) );
		$this->assertMatchesRegularExpression( '#<section class="inkblocks-switcher__pane" id="tech-specs">\s*<h3 class="inkblocks-switcher__heading">Specs</h3>\s*<div class="inkblocks-switcher__content" data-inkblocks-slot="tech-specs">\s*<p[^>]*>Weighs 2 kg.</p>#', $html );
		$this->assertStringNotContainsString( 'Five stars.', $html );
		$this->assertTrue( wp_script_is( 'inkblocks-switcher-view-script', 'enqueued' ) );
	}

	public function test_a_switcher_with_one_side_renders_nothing_for_readers(): void {
		$markup = $this->block( 'inkblocks/switcher', '{"enabled":"yes"}', $this->panel( 'Only', 'one' ) );
		$this->assertSame( '', trim( do_blocks( $markup ) ) );
		wp_set_current_user( $this->users['administrator'] );
		$this->assertStringContainsString( 'A switcher needs two panels.', do_blocks( $markup ) );
	}

	public function test_a_switcher_is_disabled_unless_enabled_is_true(): void {
		$props = $this->island_props( do_blocks( $this->block( 'inkblocks/switcher', '{"enabled":"yes"}', $this->three_panels() ) ), 'switcher' );
		$this->assertFalse( $props['enabled'] );
	}
}

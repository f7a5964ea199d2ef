<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Blocks;

use Inkwell\Tests\Test_Case;

/**
 * The server render of the Parallax section block.
 *
 * @covers \Inkblocks\Blocks\Parallax
 */
final class Parallax_Test extends Test_Case {

	use Block_Render;

	public function test_parallax_keeps_its_nested_blocks_and_moves_on_desktop_and_tablet_by_default(): void {
		$html  = $this->render_block(
			'parallax',
			array( 'imageUrl' => 'https://images.example/sky.jpg' ),
			'<!-- wp:paragraph --><p>Over the sky</p><!-- /wp:paragraph -->'
		);
		$props = $this->island_props( $html );
		$this->assertSame( 'scroll', $props['type'] );
		$this->assertSame( array( 'desktop', 'tablet' ), $props['devices'] );
		$this->assertSame( 50, $props['speed'] );
		$this->assertStringContainsString( '>Over the sky</p>', $html );
		$this->assertStringContainsString( '<img class="inkblocks-parallax__image" src="https://images.example/sky.jpg"', $html );
		$this->assertStringContainsString( 'min-height:420px', $html );
		$this->assertTrue( wp_script_is( 'inkblocks-parallax-view-script', 'enqueued' ) );
		$this->assertTrue( wp_style_is( 'inkblocks-parallax-view-style', 'enqueued' ) );
	}

	public function test_every_spec_parallax_type_is_accepted_and_hostile_values_are_refused(): void {
		foreach ( array( 'scroll', 'h-scroll', 'zoom', 'rotate', 'blur', 'opacity', 'mouse' ) as $type ) {
			$attributes = array(
				'imageUrl' => 'https://images.example/a.jpg',
				'type'     => $type,
			);
			$this->assertSame( $type, $this->island_props( $this->render_block( 'parallax', $attributes ) )['type'] );
		}
		$props = $this->island_props(
			$this->render_block(
				'parallax',
				array(
					'imageUrl' => 'https://images.example/a.jpg',
					'type'     => 'spin',
					'speed'    => 500,
					'devices'  => array( 'mobile', 'fridge' ),
				)
			)
		);
		$this->assertSame( 'scroll', $props['type'] );
		$this->assertSame( 100, $props['speed'] );
		$this->assertSame( array( 'mobile' ), $props['devices'] );
	}

	public function test_a_parallax_section_without_an_image_is_plain_content_without_script(): void {
		$html = $this->render_block( 'parallax', array( 'imageUrl' => 'javascript:alert(1)' ), '<p>Text</p>' );
		// No island: Deferred_Bundles drops the view script WordPress enqueued for the block.
		$this->assertStringNotContainsString( 'data-inkwell-island', $html );
		$this->assertStringNotContainsString( 'data-inkblocks-bundle', $html );
		$this->assertStringContainsString( '<p>Text</p>', $html );
	}
}

<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Blocks;

use Inkwell\Tests\Test_Case;

/**
 * The server render of the "Justified images" block.
 *
 * @covers \Inkblocks\Blocks\Image_Layout
 */
final class Image_Layout_Test extends Test_Case {

	use Block_Fixtures;

	public function test_defaults_are_300px_rows_with_each_image_in_one_lightbox_slideshow(): void {
		$wide  = $this->create_image( 1600, 800, 'Wide' );
		$tall  = $this->create_image( 600, 900, 'Tall' );
		$html  = $this->render_block(
			'image-layout',
			array(
				'images' => array(
					array( 'imageId' => $wide ),
					array(
						'imageId' => $tall,
						'caption' => 'A tall one',
					),
				),
			)
		);
		$props = $this->props_of( $html );
		$this->assertSame( 300, $props['rowHeight'] );
		$this->assertStringContainsString( '--inkblocks-image-layout-height:300px', $html );
		$this->assertSame( 2.0, (float) $props['images'][0]['ratio'] );
		$this->assertEqualsWithDelta( 0.6667, $props['images'][1]['ratio'], 0.0001 );
		$first  = $this->lightbox_settings_of( $props['images'][0]['href'] );
		$second = $this->lightbox_settings_of( $props['images'][1]['href'] );
		$this->assertSame( $first['slideshow'], $second['slideshow'] );
		// Title from the attachment (lightbox_title_src = title) unless a caption is given.
		$this->assertSame( 'Wide', $first['title'] );
		$this->assertSame( 'Description of Wide', $first['description'] );
		$this->assertSame( 'A tall one', $second['title'] );
		// The island waits for the block's view script, which the island loader runs near the screen.
		$this->assertStringContainsString( 'data-inkblocks-bundle="inkblocks-image-layout-view-script"', $html );
		$this->assertTrue( wp_script_is( 'inkblocks-lightbox', 'enqueued' ) );
	}

	public function test_without_the_lightbox_there_are_no_links_and_no_lightbox_script(): void {
		$html  = $this->render_block(
			'image-layout',
			array(
				'images'   => array( array( 'imageId' => $this->create_image() ) ),
				'lightbox' => false,
			)
		);
		$props = $this->props_of( $html );
		$this->assertSame( '', $props['images'][0]['href'] );
		$this->assertStringNotContainsString( '<a ', $html );
		$this->assertFalse( wp_script_is( 'inkblocks-lightbox', 'enqueued' ) );
	}

	public function test_hostile_attributes_are_contained(): void {
		$html  = $this->render_block(
			'image-layout',
			array(
				'images'    => array(
					array(
						'imageUrl' => 'https://example.org/a.jpg" onerror="alert(1)',
						'imageAlt' => '"><script>alert(2)</script>',
					),
					array( 'imageId' => 999999 ),
				),
				'rowHeight' => 5,
				'gap'       => 'wide',
			)
		);
		$props = $this->props_of( $html );
		$this->assertCount( 1, $props['images'] );
		$this->assertSame( 80, $props['rowHeight'] );
		$this->assertSame( 8, $props['gap'] );
		$this->assertSame( 1.0, (float) $props['images'][0]['ratio'] );
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringNotContainsString( '" onerror', $html );
	}

	public function test_without_images_readers_get_nothing_and_editors_a_notice(): void {
		$this->assertSame( '', trim( $this->render_block( 'image-layout', array( 'images' => array( array( 'caption' => 'No image' ) ) ) ) ) );
		wp_set_current_user( $this->users['editor'] );
		$this->assertStringContainsString( 'class="inkblocks-notice"', $this->render_block( 'image-layout', array() ) );
	}

	public function test_captions_typed_on_the_canvas_keep_their_inline_formats(): void {
		$html  = $this->render_block(
			'image-layout',
			array(
				'images'       => array(
					array(
						'imageUrl' => 'https://images.example/a.jpg',
						'caption'  => 'Morning <em>over</em> the bay<script>x</script>',
					),
				),
				'showCaptions' => true,
			)
		);
		$props = $this->props_of( $html );
		$this->assertSame( 'Morning <em>over</em> the bayx', $props['images'][0]['caption'] );
		$this->assertStringContainsString( '<figcaption class="inkblocks-image-layout__caption">Morning <em>over</em> the bayx</figcaption>', $html );
	}
}

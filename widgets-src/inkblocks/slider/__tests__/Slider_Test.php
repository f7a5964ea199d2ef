<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Blocks;

use Inkwell\Tests\Test_Case;

/**
 * The server render of the Slider block.
 *
 * @covers \Inkblocks\Blocks\Slider
 * @covers \Inkblocks\Blocks\Support\Slides
 * @covers \Inkblocks\Blocks\Support\Attribute_Rules
 */
final class Slider_Test extends Test_Case {

	use Block_Render;

	/** @return list<array<string,string>> */
	private function slides(): array {
		return array(
			array(
				'url'   => 'https://images.example/one.jpg',
				'alt'   => 'A river',
				'title' => 'First story',
				'text'  => 'About rivers.',
				'link'  => 'https://example.org/first/',
			),
			array(
				'url'   => 'https://images.example/two.jpg',
				'title' => 'Second story',
			),
		);
	}

	public function test_the_slider_renders_readable_slides_and_the_spec_defaults(): void {
		$html  = $this->render_block( 'slider', array( 'slides' => $this->slides() ) );
		$props = $this->island_props( $html );

		$this->assertStringContainsString( 'data-inkwell-island="slider"', $html );
		$this->assertStringContainsString( '<img class="inkblocks-slides__image" src="https://images.example/one.jpg"', $html );
		$this->assertStringContainsString( 'alt="A river"', $html );
		$this->assertStringContainsString( '<a href="https://example.org/first/">First story</a>', $html );
		$this->assertStringContainsString( '--inkblocks-slider-height:600px;width:100%', $html );
		$this->assertSame( 600, $props['height'] );
		$this->assertSame( 100, $props['width'] );
		$this->assertTrue( $props['autoplay'] );
		$this->assertSame( 2000, $props['autoplayDelay'] );
		$this->assertTrue( $props['pauseOnHover'] );
		$this->assertSame( 500, $props['speed'] );
		$this->assertSame( 10, $props['spaceBetween'] );
		$this->assertSame( 120, $props['thumbWidth'] );
		$this->assertSame( 80, $props['thumbHeight'] );
		$this->assertTrue( $props['thumbnails'] );
		$this->assertTrue( $props['loop'] );
		$this->assertTrue( $props['navigation'] );
		$this->assertTrue( $props['fullscreen'] );
		$this->assertCount( 2, $props['slides'] );
		$this->assertTrue( wp_script_is( 'inkblocks-slider-view-script', 'enqueued' ) );
		$this->assertTrue( wp_style_is( 'inkblocks-slider-view-style', 'enqueued' ) );
	}

	public function test_the_slider_settings_are_editable(): void {
		$props = $this->island_props(
			$this->render_block(
				'slider',
				array(
					'slides'        => $this->slides(),
					'height'        => 420,
					'width'         => 80,
					'autoplay'      => false,
					'autoplayDelay' => 5000,
					'speed'         => 300,
					'spaceBetween'  => 0,
					'thumbWidth'    => 90,
					'thumbHeight'   => 60,
					'loop'          => false,
					'navigation'    => false,
					'fullscreen'    => false,
				)
			)
		);
		$this->assertSame( array( 420, 80, false, 5000, 300, 0, 90, 60, false, false, false ), array( $props['height'], $props['width'], $props['autoplay'], $props['autoplayDelay'], $props['speed'], $props['spaceBetween'], $props['thumbWidth'], $props['thumbHeight'], $props['loop'], $props['navigation'], $props['fullscreen'] ) );
	}

	public function test_hostile_slider_attributes_are_escaped_clamped_or_dropped(): void {
		$html  = $this->render_block(
			'slider',
			array(
				'slides'        => array(
					array(
						'url'   => 'javascript:alert(1)',
						'title' => 'No image',
					),
					'not a slide',
					array(
						'url'   => 'https://images.example/ok.jpg',
						'title' => '<script>alert(1)</script>Title',
						'alt'   => '" onerror="alert(1)',
						'link'  => 'javascript:alert(2)',
					),
				),
				'height'        => 999999,
				'width'         => -5,
				'autoplay'      => 'yes',
				'autoplayDelay' => 'soon',
				'label'         => '<b>Label</b>',
			)
		);
		$props = $this->island_props( $html );
		$this->assertCount( 1, $props['slides'] );
		$this->assertSame( '', $props['slides'][0]['link'] );
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringNotContainsString( 'javascript:', $html );
		$this->assertStringNotContainsString( '" onerror="', $html );
		$this->assertSame( 2000, $props['height'] );
		$this->assertSame( 10, $props['width'] );
		$this->assertTrue( $props['autoplay'], 'a non-boolean falls back to the default' );
		$this->assertSame( 2000, $props['autoplayDelay'] );
		$this->assertSame( 'Label', $props['label'] );
	}

	public function test_a_slider_without_slides_renders_nothing(): void {
		// No island: Deferred_Bundles drops the view script WordPress enqueued for the block.
		$this->assertSame( '', trim( $this->render_block( 'slider', array( 'slides' => 'none' ) ) ) );
	}

	public function test_slides_from_the_media_library_use_the_attachment(): void {
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/jpeg',
				'post_title'     => 'Slide',
				'post_status'    => 'inherit',
			),
			'2026/11/slide.jpg'
		);
		wp_update_attachment_metadata(
			$id,
			array(
				'width'  => 1600,
				'height' => 900,
				'file'   => '2026/11/slide.jpg',
				'sizes'  => array(),
			)
		);
		$props = $this->island_props( $this->render_block( 'slider', array( 'slides' => array( array( 'id' => $id ) ) ) ) );
		$this->assertSame( wp_get_attachment_image_src( $id, 'large' )[0], $props['slides'][0]['src'] );
	}

	public function test_slide_texts_typed_on_the_canvas_keep_their_inline_formats_only(): void {
		$html  = $this->render_block(
			'slider',
			array(
				'slides' => array(
					array(
						'url'   => 'https://images.example/a.jpg',
						'title' => 'Rivers <em>at dawn</em>',
						'text'  => '<strong>New</strong> &amp; <span style="color:red">true</span>',
						'link'  => 'https://example.com/rivers/',
					),
				),
			)
		);
		$props = $this->island_props( $html );
		$this->assertSame( 'Rivers <em>at dawn</em>', $props['slides'][0]['title'] );
		$this->assertSame( '<strong>New</strong> &amp; true', $props['slides'][0]['text'] );
		$this->assertStringContainsString( '<a href="https://example.com/rivers/">Rivers <em>at dawn</em></a>', $html );
		$this->assertStringContainsString( '<p class="inkblocks-slides__text"><strong>New</strong> &amp; true</p>', $html );
	}
}

<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Blocks;

use Inkwell\Tests\Test_Case;

/**
 * The server render of the Carousel block: the slider's slides and view script, the carousel's settings.
 *
 * @covers \Inkblocks\Blocks\Carousel
 */
final class Carousel_Test extends Test_Case {

	use Block_Render;

	/** @return list<array<string,string>> */
	private function slides(): array {
		return array(
			array(
				'url'   => 'https://images.example/one.jpg',
				'title' => 'First card',
				'link'  => 'https://example.org/first/',
			),
			array( 'url' => 'https://images.example/two.jpg' ),
		);
	}

	public function test_the_carousel_shows_three_slides_by_default_and_per_device_settings(): void {
		$html  = $this->render_block( 'carousel', array( 'slides' => $this->slides() ) );
		$props = $this->island_props( $html );
		$this->assertStringContainsString( 'data-inkwell-island="carousel"', $html );
		$this->assertStringContainsString( '<a href="https://example.org/first/">First card</a>', $html );
		$this->assertSame(
			array(
				'desktop' => 3,
				'tablet'  => 2,
				'mobile'  => 1,
			),
			$props['slidesPerView']
		);
		$this->assertFalse( $props['autoplay'] );
		$this->assertStringContainsString( '--inkblocks-carousel-desktop:3', $html );

		$props = $this->island_props(
			$this->render_block(
				'carousel',
				array(
					'slides'        => $this->slides(),
					'slidesDesktop' => 4,
					'slidesTablet'  => 99,
					'slidesMobile'  => 0,
				)
			)
		);
		$this->assertSame(
			array(
				'desktop' => 4,
				'tablet'  => 6,
				'mobile'  => 1,
			),
			$props['slidesPerView']
		);
	}

	public function test_the_carousel_runs_on_the_slider_s_view_script_and_style(): void {
		$this->render_block( 'carousel', array( 'slides' => $this->slides() ) );
		$this->assertTrue( wp_script_is( 'inkblocks-slider-view-script', 'enqueued' ) );
		$this->assertTrue( wp_style_is( 'inkblocks-slider-view-style', 'enqueued' ) );
	}

	public function test_a_carousel_without_slides_renders_nothing(): void {
		$this->assertSame( '', trim( $this->render_block( 'carousel', array( 'slides' => array( array( 'url' => 'javascript:alert(1)' ) ) ) ) ) );
	}
}

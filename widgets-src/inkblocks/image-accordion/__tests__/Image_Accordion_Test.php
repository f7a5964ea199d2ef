<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Blocks;

use Inkwell\Tests\Test_Case;

/**
 * The server render of the "Image accordion" block.
 *
 * @covers \Inkblocks\Blocks\Image_Accordion
 */
final class Image_Accordion_Test extends Test_Case {

	use Block_Fixtures;

	/**
	 * @return list<array<string,mixed>>
	 */
	private function items( int $count ): array {
		$image = $this->create_image();
		return array_map(
			static fn ( int $i ): array => array(
				'imageId' => $image,
				'title'   => "Slide $i",
				'link'    => 'https://example.org/' . $i,
			),
			range( 1, $count )
		);
	}

	public function test_defaults_are_fifty_percent_over_500_ms_on_hover(): void {
		$html  = $this->render_block( 'image-accordion', array( 'items' => $this->items( 5 ) ) );
		$props = $this->props_of( $html );
		$this->assertSame( 50, $props['activeSize'] );
		$this->assertSame( 500, $props['duration'] );
		$this->assertSame( 'hover', $props['activeOn'] );
		$this->assertSame( 0, $props['activeItem'] );
		// Without JavaScript the hovered image grows 4x: 4 / (4 + 4 others) = 50% of the width.
		$this->assertStringContainsString( '--inkblocks-image-accordion-grow:4;', $html );
		$this->assertStringContainsString( '--inkblocks-image-accordion-duration:500ms', $html );
		$this->assertSame( 5, substr_count( $html, 'class="inkblocks-image-accordion__item"' ) );
		$this->assertStringContainsString( 'alt="Alt of Harbour at dawn"', $html );
		// The island waits for the block's view script, which the island loader runs near the screen.
		$this->assertStringContainsString( 'data-inkblocks-bundle="inkblocks-image-accordion-view-script"', $html );
	}

	public function test_hostile_attributes_are_contained(): void {
		$html  = $this->render_block(
			'image-accordion',
			array(
				'items'      => array_merge( $this->items( 2 ), array( array( 'title' => 'no image' ) ) ),
				'activeItem' => 7,
				'activeSize' => 300,
				'duration'   => '1e9',
				'activeOn'   => 'scroll',
			)
		);
		$props = $this->props_of( $html );
		$this->assertCount( 2, $props['items'] );
		$this->assertSame( 2, $props['activeItem'] );
		$this->assertSame( 90, $props['activeSize'] );
		$this->assertSame( 5000, $props['duration'] );
		$this->assertSame( 'hover', $props['activeOn'] );
		$this->assertSame( '', trim( $this->render_block( 'image-accordion', array( 'items' => array( array( 'imageUrl' => 'ftp://x/y.jpg' ) ) ) ) ) );
	}

	public function test_without_images_editors_get_a_notice(): void {
		wp_set_current_user( $this->users['editor'] );
		$this->assertStringContainsString( 'class="inkblocks-notice"', $this->render_block( 'image-accordion', array() ) );
	}

	public function test_texts_typed_on_the_canvas_keep_their_inline_formats(): void {
		$html  = $this->render_block(
			'image-accordion',
			array(
				'items' => array(
					array(
						'imageUrl'    => 'https://images.example/a.jpg',
						'title'       => '<em>Coast</em>',
						'description' => 'Where <strong>trips</strong> begin',
						'link'        => 'https://example.com/coast/',
						'linkText'    => 'Read <em>it</em>',
					),
				),
			)
		);
		$props = $this->props_of( $html );
		$this->assertSame( '<em>Coast</em>', $props['items'][0]['title'] );
		$this->assertStringContainsString( '<h3 class="inkblocks-image-accordion__title"><em>Coast</em></h3>', $html );
		$this->assertStringContainsString( 'Where <strong>trips</strong> begin</p>', $html );
		$this->assertStringContainsString( '>Read <em>it</em></a>', $html );
	}
}

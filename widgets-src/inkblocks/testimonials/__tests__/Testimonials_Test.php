<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Blocks;

use Inkwell\Tests\Test_Case;

/**
 * The server render of the "Testimonials" block.
 *
 * @covers \Inkblocks\Blocks\Testimonials
 */
final class Testimonials_Test extends Test_Case {

	use Block_Fixtures;

	public function test_defaults_are_a_carousel_of_three_with_rating_stars(): void {
		$html  = $this->render_block(
			'testimonials',
			array(
				'items' => array(
					array(
						'content' => 'Clear and <strong>kind</strong> writing.',
						'name'    => 'Ada',
						'role'    => 'Reader',
						'rating'  => 4,
					),
					array(
						'content' => 'Never misses.',
						'name'    => 'Bo',
						'rating'  => 5,
					),
				),
			)
		);
		$props = $this->props_of( $html );
		$this->assertSame( 'carousel', $props['layout'] );
		$this->assertSame( 3, $props['columns'] );
		$this->assertTrue( $props['showRating'] );
		$this->assertSame( 4, $props['items'][0]['rating'] );
		$this->assertStringContainsString( 'aria-label="Rated 4 out of 5"', $html );
		$this->assertSame( 9, substr_count( $html, 'inkblocks-testimonials__star is-filled' ) );
		$this->assertStringContainsString( '<strong>kind</strong>', $html );
		$this->assertStringContainsString( '<cite class="inkblocks-testimonials__name">Ada</cite>', $html );
		// The island waits for the block's view script, which the island loader runs near the screen.
		$this->assertStringContainsString( 'data-inkblocks-bundle="inkblocks-testimonials-view-script"', $html );
	}

	public function test_hostile_attributes_are_contained(): void {
		$html  = $this->render_block(
			'testimonials',
			array(
				'items'   => array(
					array(
						'content' => '<script>alert(1)</script><a href="javascript:alert(2)" onclick="x()">Nice</a>',
						'name'    => '<b>Eve</b>',
						'rating'  => 99,
					),
					array( 'content' => '' ),
					42,
				),
				'layout'  => 'slideshow',
				'columns' => -3,
			)
		);
		$props = $this->props_of( $html );
		$this->assertCount( 1, $props['items'] );
		$this->assertSame( 5, $props['items'][0]['rating'] );
		$this->assertSame( 'Eve', $props['items'][0]['name'] );
		$this->assertSame( 'carousel', $props['layout'] );
		$this->assertSame( 1, $props['columns'] );
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringNotContainsString( 'javascript:', $html );
		$this->assertStringNotContainsString( 'onclick', $html );
	}

	public function test_no_quotes_renders_nothing_for_readers_and_a_notice_for_editors(): void {
		$this->assertSame( '', trim( $this->render_block( 'testimonials', array( 'items' => array( array( 'name' => 'x' ) ) ) ) ) );
		wp_set_current_user( $this->users['editor'] );
		$this->assertStringContainsString( 'class="inkblocks-notice"', $this->render_block( 'testimonials', array() ) );
	}
}

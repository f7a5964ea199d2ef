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

	public function test_the_child_blocks_are_the_quotes_typed_on_the_canvas(): void {
		$this->reset_queues();
		$child = static fn ( array $attributes ): string => '<!-- wp:inkblocks/testimonial ' . wp_json_encode( $attributes ) . ' /-->';
		$html  = do_blocks(
			'<!-- wp:inkblocks/testimonials {"layout":"grid","columns":2} -->'
			. $child(
				array(
					'content' => 'Clear and <strong>kind</strong><br>writing.<script>alert(1)</script>',
					'name'    => 'Ada <em>L.</em>',
					'role'    => 'Fish &amp; chips',
					'rating'  => 4,
				)
			)
			. $child( array( 'name' => 'No quote' ) )
			. $child(
				array(
					'content'  => 'Never misses.',
					'name'     => 'Bo',
					'imageUrl' => 'https://example.org/bo.jpg',
				)
			)
			. '<!-- /wp:inkblocks/testimonials -->'
		);
		$props = $this->props_of( $html );
		$this->assertSame( 'grid', $props['layout'] );
		$this->assertSame( 2, $props['columns'] );
		$this->assertCount( 2, $props['items'] );
		$this->assertSame( '<p>Clear and <strong>kind</strong><br>writing.alert(1)</p>', $props['items'][0]['content'] );
		$this->assertSame( 'Ada <em>L.</em>', $props['items'][0]['name'] );
		$this->assertSame( 4, $props['items'][0]['rating'] );
		// A child saved with the default rating (left out of its comment) has five stars.
		$this->assertSame( 5, $props['items'][1]['rating'] );
		$this->assertSame( 'https://example.org/bo.jpg', $props['items'][1]['image']['url'] );
		$this->assertStringContainsString( '<cite class="inkblocks-testimonials__name">Ada <em>L.</em></cite>', $html );
		$this->assertStringContainsString( '<span class="inkblocks-testimonials__role">Fish &amp; chips</span>', $html );
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringContainsString( 'aria-label="Rated 4 out of 5"', $html );
	}

	public function test_children_take_over_from_items_saved_before_them(): void {
		$this->reset_queues();
		$html  = do_blocks(
			'<!-- wp:inkblocks/testimonials {"items":[{"content":"Old quote","name":"Old"}]} -->'
			. '<!-- wp:inkblocks/testimonial {"content":"New quote","name":"New"} /-->'
			. '<!-- /wp:inkblocks/testimonials -->'
		);
		$props = $this->props_of( $html );
		$this->assertCount( 1, $props['items'] );
		$this->assertSame( 'New', $props['items'][0]['name'] );
	}
}

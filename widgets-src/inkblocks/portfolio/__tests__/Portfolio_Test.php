<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Blocks;

use Inkwell\Tests\Test_Case;


/**
 * The server render of the "Portfolio" block.
 *
 * @covers \Inkblocks\Blocks\Portfolio
 * @covers \Inkblocks\Blocks\Input
 */
final class Portfolio_Test extends Test_Case {

	use Block_Fixtures;

	/**
	 * @return list<array<string,mixed>>
	 */
	private function items( int $count ): array {
		$image = $this->create_image();
		$items = array();
		for ( $i = 1; $i <= $count; $i++ ) {
			$items[] = array(
				'title'           => "Project $i",
				'description'     => "About project $i",
				'categories'      => 0 === $i % 2 ? 'Print, Web Design' : 'Print',
				'imageId'         => $image,
				'lightboxEnabled' => 1 === $i,
			);
		}
		return $items;
	}

	public function test_defaults_are_masonry_three_columns_six_per_page_and_all_items_readable(): void {
		$html  = $this->render_block( 'portfolio', array( 'items' => $this->items( 8 ) ) );
		$props = $this->props_of( $html );
		$this->assertSame( 3, $props['columns'] );
		$this->assertSame( 6, $props['perPage'] );
		$this->assertSame( 'masonry', $props['layout'] );
		$this->assertTrue( $props['showFilter'] );
		$this->assertSame( 'All', $props['allLabel'] );
		$this->assertSame( 'View more', $props['moreLabel'] );
		// Every item is in the HTML, beyond the first page too: readable without JavaScript.
		$this->assertSame( 8, substr_count( $html, 'class="inkblocks-portfolio__item"' ) );
		$this->assertStringContainsString( 'Project 8', $html );
		$this->assertStringContainsString( 'data-inkwell-island="portfolio"', $html );
		$this->assertTrue( wp_script_is( 'inkblocks-portfolio-view-script', 'enqueued' ) );
	}

	public function test_items_carry_category_slugs_and_the_filters_follow_their_first_appearance(): void {
		$props = $this->props_of( $this->render_block( 'portfolio', array( 'items' => $this->items( 3 ) ) ) );
		$this->assertSame( array( 'print' ), $props['items'][0]['slug'] );
		$this->assertSame( array( 'print', 'web-design' ), $props['items'][1]['slug'] );
		$this->assertSame(
			array(
				array(
					'slug'  => 'print',
					'label' => 'Print',
				),
				array(
					'slug'  => 'web-design',
					'label' => 'Web Design',
				),
			),
			$props['filters']
		);
	}

	public function test_a_lightbox_item_links_to_the_lightbox_and_loads_it(): void {
		$html  = $this->render_block( 'portfolio', array( 'items' => $this->items( 2 ) ) );
		$props = $this->props_of( $html );
		$this->assertTrue( $props['items'][0]['lightboxEnabled'] );
		$settings = $this->lightbox_settings_of( $props['items'][0]['href'] );
		$this->assertSame( 'image', $settings['type'] );
		$this->assertStringEndsWith( 'photo-1200x800.jpg', $settings['url'] );
		$this->assertSame( 'Project 1', $settings['title'] );
		$this->assertStringStartsWith( 'portfolio-', $settings['slideshow'] );
		$this->assertFalse( $props['items'][1]['lightboxEnabled'] );
		$this->assertSame( '', $props['items'][1]['href'] );
		$this->assertStringContainsString( 'href="#block-action:action=lightbox&amp;settings=', $html );
		$this->assertTrue( wp_script_is( 'inkblocks-lightbox', 'enqueued' ) );
	}

	public function test_without_lightbox_items_the_lightbox_is_not_loaded(): void {
		$items = array_map(
			static fn ( array $item ): array => array( 'lightboxEnabled' => false ) + $item,
			$this->items( 2 )
		);
		$this->render_block( 'portfolio', array( 'items' => $items ) );
		$this->assertTrue( wp_script_is( 'inkblocks-portfolio-view-script', 'enqueued' ) );
		$this->assertFalse( wp_script_is( 'inkblocks-lightbox', 'enqueued' ) );
	}

	public function test_hostile_attributes_are_contained(): void {
		$html  = $this->render_block(
			'portfolio',
			array(
				'items'     => array(
					'not an item',
					array(
						'title'      => '<script>alert(1)</script>Evil',
						'categories' => '<b>x</b>, ,',
						'imageUrl'   => 'javascript:alert(1)',
						'link'       => 'javascript:alert(2)',
					),
					array( 'title' => '' ),
				),
				'columns'   => 'abc',
				'perPage'   => 100000,
				'layout'    => '"><script>',
				'allLabel'  => array( 'x' ),
				'moreLabel' => '<img src=x onerror=alert(3)>',
			)
		);
		$props = $this->props_of( $html );
		$this->assertCount( 1, $props['items'] );
		$this->assertSame( 3, $props['columns'] );
		$this->assertSame( 48, $props['perPage'] );
		$this->assertSame( 'masonry', $props['layout'] );
		$this->assertSame( 'All', $props['allLabel'] );
		$this->assertNull( $props['items'][0]['image'] );
		$this->assertSame( '', $props['items'][0]['href'] );
		$this->assertSame( array( 'x' ), $props['items'][0]['slug'] );
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringNotContainsString( 'javascript:', $html );
		$this->assertStringNotContainsString( '<img src=x', $html );
	}

	public function test_no_items_renders_nothing_for_readers_and_a_notice_for_editors(): void {
		$this->assertSame( '', trim( $this->render_block( 'portfolio', array() ) ) );
		$this->assertSame( '', trim( $this->render_block( 'portfolio', array( 'items' => 'nope' ) ) ) );
		$this->assertFalse( wp_script_is( 'inkblocks-portfolio-view-script', 'enqueued' ) );
		wp_set_current_user( $this->users['editor'] );
		$this->assertStringContainsString( 'inkblocks-notice', $this->render_block( 'portfolio', array() ) );
	}

	public function test_texts_typed_on_the_canvas_print_their_inline_formats_and_categories_read_as_text(): void {
		$html  = $this->render_block(
			'portfolio',
			array(
				'items'     => array(
					array(
						'title'           => 'Harbour <em>mornings</em>',
						'description'     => '<strong>Film</strong> photos',
						'categories'      => 'Print &amp; Web, Photo',
						'imageUrl'        => 'https://images.example/a.jpg',
						'lightboxEnabled' => true,
					),
				),
				'allLabel'  => 'Every &amp; all',
				'moreLabel' => '<b>More</b>',
			)
		);
		$props = $this->props_of( $html );
		$this->assertSame( 'Harbour <em>mornings</em>', $props['items'][0]['title'] );
		$this->assertSame( array( 'Print & Web', 'Photo' ), $props['items'][0]['categories'] );
		$this->assertSame( array( 'print-web', 'photo' ), $props['items'][0]['slug'] );
		$this->assertSame( 'Every & all', $props['allLabel'] );
		$this->assertSame( 'More', $props['moreLabel'] );
		$this->assertStringContainsString( '<strong class="inkblocks-portfolio__title">Harbour <em>mornings</em></strong>', $html );
		$this->assertStringContainsString( '<span class="inkblocks-portfolio__description"><strong>Film</strong> photos</span>', $html );
	}
}

<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Blocks;

use Inkwell\Tests\Test_Case;


/**
 * The server render of the "Timeline" block.
 *
 * @covers \Inkblocks\Blocks\Timeline
 */
final class Timeline_Test extends Test_Case {

	use Block_Fixtures;

	/**
	 * @return list<array<string,string>>
	 */
	private function events(): array {
		return array(
			array(
				'date'    => '2019',
				'title'   => 'First issue',
				'content' => 'Printed on a kitchen table.',
			),
			array(
				'date'  => '2024',
				'title' => 'Ten thousand readers',
			),
		);
	}

	public function test_defaults_are_vertical_with_every_event_in_order(): void {
		$html  = $this->render_block( 'timeline', array( 'items' => $this->events() ) );
		$props = $this->props_of( $html );
		$this->assertSame( 'vertical', $props['layout'] );
		$this->assertSame( 3, $props['perView'] );
		$this->assertStringContainsString( 'is-layout-vertical', $html );
		$this->assertMatchesRegularExpression( '#<ol class="inkblocks-timeline__track">.*First issue.*Ten thousand readers.*</ol>#s', $html );
		$this->assertStringContainsString( '<p class="inkblocks-timeline__date">2019</p>', $html );
		$this->assertTrue( wp_script_is( 'inkblocks-timeline-view-script', 'enqueued' ) );
		$this->assertTrue( wp_style_is( 'inkblocks-timeline-view-style', 'enqueued' ) );
	}

	public function test_horizontal_layout_is_kept(): void {
		$props = $this->props_of(
			$this->render_block(
				'timeline',
				array(
					'items'   => $this->events(),
					'layout'  => 'horizontal',
					'perView' => 2,
				)
			)
		);
		$this->assertSame( 'horizontal', $props['layout'] );
		$this->assertSame( 2, $props['perView'] );
	}

	public function test_hostile_attributes_are_contained(): void {
		$html  = $this->render_block(
			'timeline',
			array(
				'items'   => array(
					array(
						'title'   => 'Launch',
						'content' => '<iframe src="https://evil.example"></iframe>Shipped',
						'date'    => array( 'x' ),
					),
					array( 'content' => 'no title' ),
				),
				'layout'  => 'diagonal',
				'perView' => 'many',
			)
		);
		$props = $this->props_of( $html );
		$this->assertCount( 1, $props['items'] );
		$this->assertSame( '', $props['items'][0]['date'] );
		$this->assertSame( 'vertical', $props['layout'] );
		$this->assertSame( 3, $props['perView'] );
		$this->assertStringNotContainsString( '<iframe', $html );
		$this->assertSame( '', trim( $this->render_block( 'timeline', array( 'items' => null ) ) ) );
	}

	public function test_a_timeline_without_events_asks_editors_for_some(): void {
		wp_set_current_user( $this->users['editor'] );
		$this->assertSame( '<p class="inkblocks-notice" role="note">This timeline has no events yet: add some in the editor.</p>', trim( $this->render_block( 'timeline', array() ) ) );
	}

	public function test_the_child_blocks_are_the_events_typed_on_the_canvas(): void {
		$this->reset_queues();
		$event = static fn ( array $attributes ): string => '<!-- wp:inkblocks/timeline-event ' . wp_json_encode( $attributes ) . ' /-->';
		$html  = do_blocks(
			'<!-- wp:inkblocks/timeline {"layout":"horizontal","perView":2} -->'
			. $event(
				array(
					'date'     => '<strong>2019</strong>',
					'title'    => 'First <em>issue</em><img src=x onerror=alert(1)>',
					'content'  => 'Printed on a<br>kitchen table.',
					'imageUrl' => 'https://example.org/press.jpg',
					'imageAlt' => 'The press',
				)
			)
			. $event( array( 'date' => '2020' ) )
			. $event( array( 'title' => 'Today' ) )
			. '<!-- /wp:inkblocks/timeline -->'
		);
		$props = $this->props_of( $html );
		$this->assertSame( 'horizontal', $props['layout'] );
		$this->assertSame( 2, $props['perView'] );
		$this->assertCount( 2, $props['items'] );
		$this->assertSame( '<strong>2019</strong>', $props['items'][0]['date'] );
		$this->assertSame( 'First <em>issue</em>', $props['items'][0]['title'] );
		$this->assertSame( '<p>Printed on a<br>kitchen table.</p>', $props['items'][0]['content'] );
		$this->assertSame(
			array(
				'url' => 'https://example.org/press.jpg',
				'alt' => 'The press',
			),
			$props['items'][0]['image']
		);
		$this->assertSame( '', $props['items'][1]['content'] );
		$this->assertStringContainsString( '<h3 class="inkblocks-timeline__title">First <em>issue</em></h3>', $html );
		$this->assertStringContainsString( '<div class="inkblocks-timeline__content"><p>Printed on a<br>kitchen table.</p></div>', $html );
		$this->assertStringNotContainsString( 'onerror', $html );
	}
}

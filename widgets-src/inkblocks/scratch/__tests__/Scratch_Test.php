<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Blocks;

use Inkwell\Tests\Test_Case;

/**
 * The server render of the Scratch card block.
 *
 * @covers \Inkblocks\Blocks\Scratch
 */
final class Scratch_Test extends Test_Case {

	use Block_Render;

	public function test_the_scratch_card_shows_its_content_without_javascript(): void {
		$html  = $this->render_block(
			'scratch',
			array(
				'title'     => 'The prize',
				'text'      => 'Use code INK.',
				'brushSize' => 1000,
				'coverText' => '<em>Scratch</em>',
			)
		);
		$props = $this->island_props( $html );
		$this->assertStringContainsString( 'data-inkwell-island="scratch"', $html );
		$this->assertStringContainsString( '<h3 class="inkblocks-scratch__title">The prize</h3>', $html );
		$this->assertStringContainsString( 'Use code INK.', $html );
		$this->assertSame( 200, $props['brushSize'] );
		$this->assertSame( 'Scratch', $props['coverText'] );
		$this->assertSame( '#8c8f94', $props['coverColor'] );
		// The scratch island lives in the flip box's view script.
		$this->assertTrue( wp_script_is( 'inkblocks-flip-box-view-script', 'enqueued' ) );
		$this->assertTrue( wp_style_is( 'inkblocks-flip-box-view-style', 'enqueued' ) );
	}

	public function test_hostile_scratch_attributes_are_refused(): void {
		$props = $this->island_props(
			$this->render_block(
				'scratch',
				array(
					'imageUrl'   => 'javascript:alert(1)',
					'coverColor' => 'red;background:url(x)',
					'height'     => 'tall',
				)
			)
		);
		$this->assertSame( '', $props['image'] );
		$this->assertSame( '#8c8f94', $props['coverColor'] );
		$this->assertSame( 300, $props['height'] );
		$this->assertSame( 'Scratch here', $props['coverText'] );
	}

	public function test_texts_typed_on_the_canvas_keep_their_inline_formats_and_the_cover_is_plain(): void {
		$html  = $this->render_block(
			'scratch',
			array(
				'title'     => '20% <strong>off</strong><script>x()</script>',
				'text'      => 'Code <em>INK</em> &amp; more',
				'coverText' => 'Scratch &amp; win',
			)
		);
		$props = $this->island_props( $html );
		$this->assertSame( '20% <strong>off</strong>x()', $props['title'] );
		$this->assertSame( 'Code <em>INK</em> &amp; more', $props['text'] );
		$this->assertSame( 'Scratch & win', $props['coverText'] );
		$this->assertStringContainsString( '<h3 class="inkblocks-scratch__title">20% <strong>off</strong>x()</h3>', $html );
		$this->assertStringContainsString( '<p class="inkblocks-scratch__text">Code <em>INK</em> &amp; more</p>', $html );
		$this->assertStringNotContainsString( '<script', $html );
	}
}

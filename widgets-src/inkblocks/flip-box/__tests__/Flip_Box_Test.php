<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Blocks;

use Inkwell\Tests\Test_Case;

/**
 * The server render of the Flip box block.
 *
 * @covers \Inkblocks\Blocks\Flip_Box
 */
final class Flip_Box_Test extends Test_Case {

	use Block_Render;

	public function test_both_faces_are_readable_without_javascript(): void {
		$html  = $this->render_block(
			'flip-box',
			array(
				'frontTitle' => 'Front title',
				'frontText'  => 'Front text',
				'backTitle'  => 'Back title',
				'backText'   => 'Back text',
				'buttonText' => 'Go',
				'buttonUrl'  => 'https://example.org/go/',
			)
		);
		$props = $this->island_props( $html );
		$this->assertSame( 'hover', $props['switchType'] );
		$this->assertSame( 'left', $props['direction'] );
		$this->assertSame( 320, $props['height'] );
		$this->assertStringContainsString( 'data-inkwell-island="flip-box"', $html );
		$this->assertStringContainsString( 'Front title', $html );
		$this->assertStringContainsString( '<p class="inkblocks-flip-box__text">Back text</p>', $html );
		$this->assertStringContainsString( '<a class="inkblocks-flip-box__button" href="https://example.org/go/">Go</a>', $html );
		$this->assertTrue( wp_script_is( 'inkblocks-flip-box-view-script', 'enqueued' ) );
		$this->assertTrue( wp_style_is( 'inkblocks-flip-box-view-style', 'enqueued' ) );
	}

	public function test_every_spec_switch_type_is_accepted(): void {
		foreach ( array( 'hover', 'click', 'toggle', 'scratch', 'fold', 'peel', 'slide-out' ) as $type ) {
			$html = $this->render_block( 'flip-box', array( 'switchType' => $type ) );
			$this->assertSame( $type, $this->island_props( $html )['switchType'] );
			$this->assertStringContainsString( "is-$type", $html );
		}
	}

	public function test_hostile_flip_box_attributes_are_refused(): void {
		$html  = $this->render_block(
			'flip-box',
			array(
				'switchType' => 'explode',
				'direction'  => 'sideways',
				'height'     => 'tall',
				'frontColor' => 'red;background:url(x)',
				'backColor'  => '#12345',
				'frontTitle' => '<script></script><em></em>',
				'buttonText' => 'Go',
				'buttonUrl'  => 'javascript:alert(1)',
			)
		);
		$props = $this->island_props( $html );
		$this->assertSame( 'hover', $props['switchType'] );
		$this->assertSame( 'left', $props['direction'] );
		$this->assertSame( 320, $props['height'] );
		$this->assertSame( '#1d2327', $props['front']['color'] );
		$this->assertSame( '#2271b1', $props['back']['color'] );
		$this->assertSame( 'Front', $props['front']['title'] );
		$this->assertStringNotContainsString( 'javascript:', $html );
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringNotContainsString( 'inkblocks-flip-box__button', $html, 'no button without a valid link' );
	}

	public function test_texts_typed_on_the_canvas_keep_their_inline_formats_only(): void {
		$html  = $this->render_block(
			'flip-box',
			array(
				'frontTitle' => '<strong>Story</strong> editing<div onclick="x()">!</div>',
				'frontText'  => '<em>From draft</em><img src=x onerror=y()>',
				'backTitle'  => '<strong onmouseover="x()">Write</strong>',
				'backText'   => 'An <a href="https://example.org/" onclick="x()">editor</a> reads it<style>*{}</style>',
				'buttonText' => '<em>Pitch</em><iframe src="https://example.org/"></iframe>',
				'buttonUrl'  => 'https://example.org/go/',
			)
		);
		$props = $this->island_props( $html );
		$this->assertStringContainsString( '<h3 class="inkblocks-flip-box__title"><strong>Story</strong> editing!</h3>', $html );
		$this->assertStringContainsString( '<p class="inkblocks-flip-box__text"><em>From draft</em></p>', $html );
		$this->assertStringContainsString( '<h3 class="inkblocks-flip-box__title"><strong>Write</strong></h3>', $html );
		$this->assertStringContainsString( '<p class="inkblocks-flip-box__text">An <a href="https://example.org/">editor</a> reads it*{}</p>', $html );
		$this->assertStringContainsString( 'href="https://example.org/go/"><em>Pitch</em></a>', $html );
		$this->assertSame( '<strong>Story</strong> editing!', $props['front']['title'] );
		$this->assertSame( '<em>Pitch</em>', $props['back']['buttonText'] );
		foreach ( array( 'onclick', 'onmouseover', 'onerror', '<style', '<iframe', '<img' ) as $unsafe ) {
			$this->assertStringNotContainsString( $unsafe, $html );
		}
	}

	public function test_an_escaped_tag_in_a_text_stays_text_in_the_island(): void {
		// kses keeps "&lt;img&gt;" as text; the island inserts texts as HTML, so it must get it back as text.
		$props = $this->island_props( $this->render_block( 'flip-box', array( 'frontTitle' => 'Ask &lt;img src=x onerror=y()&gt; me' ) ) );
		$this->assertSame( 'Ask &lt;img src=x onerror=y()&gt; me', $props['front']['title'] );
	}
}

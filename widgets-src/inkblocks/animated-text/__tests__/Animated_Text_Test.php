<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Blocks;

use Inkwell\Tests\Test_Case;

/**
 * The server render of the Animated text block.
 *
 * @covers \Inkblocks\Blocks\Animated_Text
 */
final class Animated_Text_Test extends Test_Case {

	use Block_Render;

	public function test_animated_text_reads_with_its_first_word_and_has_the_spec_defaults(): void {
		$html  = $this->render_block(
			'animated-text',
			array(
				'before' => 'We write about',
				'words'  => array( 'health', 'science' ),
				'after'  => 'weekly.',
			)
		);
		$props = $this->island_props( $html );
		$this->assertMatchesRegularExpression( '#^<h2 [^>]*class="[^"]*inkblocks-animated-text#', trim( $html ) );
		$this->assertStringContainsString( '<span class="inkblocks-animated-text__word">health</span>', $html );
		$this->assertSame( 'fx1', $props['effect'] );
		$this->assertSame( 3000, $props['delay'] );
		$this->assertTrue( $props['loop'] );
		$this->assertSame( array( 'health', 'science' ), $props['words'] );
		$this->assertTrue( wp_script_is( 'inkblocks-animated-text-view-script', 'enqueued' ) );
		$this->assertTrue( wp_style_is( 'inkblocks-animated-text-view-style', 'enqueued' ) );
	}

	private function effect_of( string $effect ): string {
		$attributes = array(
			'words'  => array( 'a' ),
			'effect' => $effect,
		);
		return $this->island_props( $this->render_block( 'animated-text', $attributes ) )['effect'];
	}

	public function test_animated_text_accepts_fx1_to_fx12_only(): void {
		foreach ( range( 1, 12 ) as $n ) {
			$this->assertSame( "fx$n", $this->effect_of( "fx$n" ) );
		}
		$this->assertSame( 'fx1', $this->effect_of( 'fx13' ) );
	}

	public function test_hostile_animated_text_attributes_are_refused(): void {
		$html  = $this->render_block(
			'animated-text',
			array(
				'words' => array( '<script>x</script>ok', 3, array( 'x' ), '' ),
				'tag'   => 'script',
				'delay' => 1,
			)
		);
		$props = $this->island_props( $html );
		$this->assertSame( array( 'ok' ), $props['words'] );
		$this->assertSame( 500, $props['delay'] );
		$this->assertMatchesRegularExpression( '#^<h2 #', trim( $html ) );
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertSame( '', trim( $this->render_block( 'animated-text', array( 'words' => 'none' ) ) ) );
	}

	public function test_texts_typed_on_the_canvas_are_read_as_plain_text(): void {
		$html  = $this->render_block(
			'animated-text',
			array(
				'before' => 'Fish &amp; <strong>chips</strong>',
				'words'  => array( 'salt &lt;3', 'vinegar' ),
				'after'  => '&quot;daily&quot;',
			)
		);
		$props = $this->island_props( $html );
		$this->assertSame( 'Fish & chips', $props['before'] );
		$this->assertSame( array( 'salt <3', 'vinegar' ), $props['words'] );
		$this->assertSame( '"daily"', $props['after'] );
		$this->assertStringContainsString( '<span class="inkblocks-animated-text__before">Fish &amp; chips</span>', $html );
		$this->assertStringContainsString( '<span class="inkblocks-animated-text__word">salt &lt;3</span>', $html );
	}
}

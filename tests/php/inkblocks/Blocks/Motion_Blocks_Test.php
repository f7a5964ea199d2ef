<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Blocks;

use Inkwell\Tests\Test_Case;


/**
 * The server render of the Animated text and Parallax section blocks.
 *
 * @covers \Inkblocks\Blocks\Animated_Text
 * @covers \Inkblocks\Blocks\Parallax
 */
final class Motion_Blocks_Test extends Test_Case {

	use Block_Render;

	public function test_animated_text_reads_with_its_first_word_and_has_the_spec_defaults(): void {
		$this->reset_scripts();
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
		$this->assertTrue( wp_script_is( 'inkblocks-animated-text', 'enqueued' ) );
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

	public function test_parallax_keeps_its_nested_blocks_and_moves_on_desktop_and_tablet_by_default(): void {
		$this->reset_scripts();
		$html  = $this->render_block(
			'parallax',
			array( 'imageUrl' => 'https://images.example/sky.jpg' ),
			'<!-- wp:paragraph --><p>Over the sky</p><!-- /wp:paragraph -->'
		);
		$props = $this->island_props( $html );
		$this->assertSame( 'scroll', $props['type'] );
		$this->assertSame( array( 'desktop', 'tablet' ), $props['devices'] );
		$this->assertSame( 50, $props['speed'] );
		$this->assertStringContainsString( '>Over the sky</p>', $html );
		$this->assertStringContainsString( '<img class="inkblocks-parallax__image" src="https://images.example/sky.jpg"', $html );
		$this->assertStringContainsString( 'min-height:420px', $html );
		$this->assertTrue( wp_script_is( 'inkblocks-parallax', 'enqueued' ) );
	}

	public function test_every_spec_parallax_type_is_accepted_and_hostile_values_are_refused(): void {
		foreach ( array( 'scroll', 'h-scroll', 'zoom', 'rotate', 'blur', 'opacity', 'mouse' ) as $type ) {
			$attributes = array(
				'imageUrl' => 'https://images.example/a.jpg',
				'type'     => $type,
			);
			$this->assertSame( $type, $this->island_props( $this->render_block( 'parallax', $attributes ) )['type'] );
		}
		$props = $this->island_props(
			$this->render_block(
				'parallax',
				array(
					'imageUrl' => 'https://images.example/a.jpg',
					'type'     => 'spin',
					'speed'    => 500,
					'devices'  => array( 'mobile', 'fridge' ),
				)
			)
		);
		$this->assertSame( 'scroll', $props['type'] );
		$this->assertSame( 100, $props['speed'] );
		$this->assertSame( array( 'mobile' ), $props['devices'] );
	}

	public function test_a_parallax_section_without_an_image_is_plain_content_without_script(): void {
		$this->reset_scripts();
		$html = $this->render_block( 'parallax', array( 'imageUrl' => 'javascript:alert(1)' ), '<p>Text</p>' );
		$this->assertStringNotContainsString( 'data-inkwell-island', $html );
		$this->assertStringContainsString( '<p>Text</p>', $html );
		$this->assertFalse( wp_script_is( 'inkblocks-parallax', 'enqueued' ) );
	}
}

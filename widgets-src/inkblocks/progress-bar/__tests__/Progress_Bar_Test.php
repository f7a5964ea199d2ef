<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Blocks;

use Inkblocks\Blocks\Progress_Bar;
use Inkwell\Tests\Test_Case;


/**
 * The server render of the "Progress bar" block.
 *
 * @covers \Inkblocks\Blocks\Progress_Bar
 */
final class Progress_Bar_Test extends Test_Case {

	use Block_Fixtures;

	public function test_defaults_show_fifty_percent_filled_and_animated(): void {
		$html  = $this->render_block( 'progress-bar', array( 'title' => 'Writing' ) );
		$props = $this->props_of( $html );
		$this->assertSame( 50, (int) $props['percent'] );
		$this->assertSame( '50%', $props['label'] );
		$this->assertTrue( $props['animate'] );
		$this->assertNull( $props['current-value'] );
		$this->assertStringContainsString( 'role="progressbar"', $html );
		$this->assertStringContainsString( 'aria-valuenow="50"', $html );
		$this->assertStringContainsString( 'style="width: 50%"', $html );
		$this->assertTrue( wp_script_is( 'inkblocks-progress-bar-view-script', 'enqueued' ) );
		$this->assertTrue( wp_style_is( 'inkblocks-progress-bar-view-style', 'enqueued' ) );
	}

	public function test_current_and_max_show_current_over_max_at_their_ratio(): void {
		$html  = $this->render_block(
			'progress-bar',
			array(
				'currentValue' => 30,
				'maxValue'     => 40,
			)
		);
		$props = $this->props_of( $html );
		$this->assertSame( '30/40', $props['label'] );
		$this->assertSame( 75, (int) $props['percent'] );
		$this->assertTrue( $props['animate'] );
		$this->assertSame( 30, (int) $props['current-value'] );
		$this->assertSame( 40, (int) $props['max-value'] );
		$this->assertStringContainsString( 'data-current-value="30"', $html );
		$this->assertStringContainsString( 'data-max-value="40"', $html );
	}

	public function test_current_above_max_is_full_and_not_animated(): void {
		$display = Progress_Bar::display( 10, 55, 40 );
		$this->assertSame( '55/40', $display['label'] );
		$this->assertSame( 100.0, $display['percent'] );
		$this->assertFalse( $display['animate'] );
	}

	public function test_only_one_of_current_or_max_falls_back_to_the_percent(): void {
		$this->assertSame( '20%', Progress_Bar::display( 20, 5, null )['label'] );
		$this->assertSame( '20%', Progress_Bar::display( 20, 5, 0 )['label'] );
	}

	public function test_hostile_attributes_are_contained(): void {
		$html  = $this->render_block(
			'progress-bar',
			array(
				'title'        => '<img src=x onerror=alert(1)>Skill',
				'percent'      => 500,
				'currentValue' => 'many',
				'maxValue'     => array(),
				'showValue'    => 'perhaps',
			)
		);
		$props = $this->props_of( $html );
		$this->assertSame( 100, (int) $props['percent'] );
		$this->assertSame( 'Skill', $props['title'] );
		$this->assertTrue( $props['showValue'] );
		$this->assertNull( $props['current-value'] );
		$this->assertStringNotContainsString( '<img', $html );
		$this->assertSame( 50, (int) $this->props_of( $this->render_block( 'progress-bar', array( 'percent' => 'x' ) ) )['percent'] );
		$this->assertSame( 0, (int) $this->props_of( $this->render_block( 'progress-bar', array( 'percent' => -20 ) ) )['percent'] );
	}

	public function test_a_title_typed_on_the_canvas_keeps_its_inline_formats_only(): void {
		$html  = $this->render_block( 'progress-bar', array( 'title' => '<strong>Photo</strong>graphy<div onclick="x()"></div><script>x()</script>' ) );
		$props = $this->props_of( $html );
		$this->assertSame( '<strong>Photo</strong>graphyx()', $props['title'] );
		$this->assertMatchesRegularExpression( '#<span class="inkblocks-progress-bar__title" id="[^"]+"><strong>Photo</strong>graphyx\(\)</span>#', $html );
		$this->assertStringNotContainsString( 'onclick', $html );
		$this->assertStringNotContainsString( '<script', $html );
	}
}

<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Profile;

use Inkwell\Community\Frontend\Assets;
use Inkwell\Community\Profile\Dark_Mode;
use Inkwell\Tests\Test_Case;

/**
 * @covers \Inkwell\Community\Profile\Dark_Mode
 */
final class Dark_Mode_Test extends Test_Case {

	public function test_the_head_script_applies_the_stored_choice_before_any_stylesheet(): void {
		ob_start();
		( new Dark_Mode() )->print_head_script();
		$script = (string) ob_get_clean();
		$this->assertStringContainsString( "localStorage.getItem('inkwell-darkmode')==='1'", $script );
		$this->assertStringContainsString( "setAttribute('data-inkwell-theme','dark')", $script );

		ob_start();
		wp_head();
		$head      = (string) ob_get_clean();
		$script_at = strpos( $head, 'inkwell-darkmode' );
		$this->assertIsInt( $script_at );
		$style_at = strpos( $head, "rel='stylesheet'" );
		if ( false !== $style_at ) {
			$this->assertLessThan( $style_at, $script_at );
		}
	}

	public function test_the_switch_is_the_same_for_every_visitor(): void {
		$guest = Dark_Mode::toggle();
		wp_set_current_user( $this->users['subscriber'] );
		$this->assertSame( $guest, Dark_Mode::toggle() );
		$this->assertStringContainsString( 'role="switch"', $guest );
		$this->assertStringContainsString( 'aria-checked="false"', $guest );
	}

	public function test_the_switch_needs_no_react_even_for_a_logged_in_reader(): void {
		( new Assets() )->register();
		wp_dequeue_script( 'inkwell-community' );
		wp_set_current_user( $this->users['subscriber'] );
		$html = Dark_Mode::toggle();
		$this->assertStringNotContainsString( 'data-inkwell-island', $html );
		$this->assertTrue( wp_script_is( 'inkwell-community-base', 'enqueued' ) );
		$this->assertFalse( wp_script_is( 'inkwell-community', 'enqueued' ) );
	}
}

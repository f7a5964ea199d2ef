<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Frontend;

use Inkblocks\Frontend\Script_Flag;
use Inkwell\Tests\Test_Case;

/**
 * The `inkblocks-js` class is set on <html> by a script at the top of <head>, before the first paint.
 *
 * @covers \Inkblocks\Frontend\Script_Flag
 */
final class Script_Flag_Test extends Test_Case {

	public function test_the_head_sets_the_class_before_the_stylesheets(): void {
		wp_enqueue_style( 'inkblocks-flag-test', 'https://example.org/flag-test.css', array(), '1' );
		ob_start();
		do_action( 'wp_head' );
		$head = (string) ob_get_clean();
		wp_dequeue_style( 'inkblocks-flag-test' );

		$this->assertMatchesRegularExpression( '#<script[^>]*>\s*document\.documentElement\.classList\.add\(\'' . Script_Flag::CLASS_NAME . '\'\);\s*</script>#', $head );
		$script     = strpos( $head, 'classList.add' );
		$stylesheet = strpos( $head, 'flag-test.css' );
		$this->assertNotFalse( $stylesheet, 'the page prints its stylesheets in the head' );
		$this->assertLessThan( $stylesheet, $script, 'set before any stylesheet applies' );
	}
}

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
		ob_start();
		do_action( 'wp_head' );
		$head = (string) ob_get_clean();

		$script = strpos( $head, "document.documentElement.classList.add('" . Script_Flag::CLASS_NAME . "');" );
		$this->assertNotFalse( $script );
		$this->assertMatchesRegularExpression( '#<script[^>]*>\s*document\.documentElement\.classList\.add\(\'inkblocks-js\'\);\s*</script>#', $head );
		$stylesheet = strpos( $head, "rel='stylesheet'" );
		if ( false !== $stylesheet ) {
			$this->assertLessThan( $stylesheet, $script, 'set before any stylesheet applies' );
		}
	}
}

<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Site;

use Inkwell\Tests\Test_Case;

/**
 * @covers \Inkwell\Community\Site\Native_Emoji
 */
final class Native_Emoji_Test extends Test_Case {

	public function test_the_front_end_head_carries_no_emoji_script_or_style(): void {
		$this->assertFalse( has_action( 'wp_head', 'print_emoji_detection_script' ) );
		$this->assertFalse( has_action( 'wp_enqueue_scripts', 'wp_enqueue_emoji_styles' ) );
		$this->assertFalse( has_action( 'wp_print_styles', 'print_emoji_styles' ), 'core\'s deprecated printer would run' );
		ob_start();
		wp_head();
		$head = (string) ob_get_clean();
		$this->assertStringNotContainsString( 'wp-emoji', $head );
		$this->assertStringNotContainsString( 's.w.org/images/core/emoji', $head );
	}
}

<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Blocks\Support;

use Inkblocks\Blocks\Support\Rich_Text;
use Inkwell\Tests\Test_Case;

/**
 * RichText attribute values as pages print them.
 *
 * @covers \Inkblocks\Blocks\Support\Rich_Text
 */
final class Rich_Text_Test extends Test_Case {

	public function test_inline_formats_survive(): void {
		$value = '<strong>Pro</strong> <em>plan</em> <a href="https://example.com/" target="_blank" rel="noopener">more</a><br>€ <s>12</s> <sup>*</sup>';
		$this->assertSame( $value, Rich_Text::inline( " $value " ) );
	}

	public function test_blocks_scripts_handlers_and_styles_are_removed(): void {
		$this->assertSame(
			'Hi alert(1)there <a href="https://example.com/">x</a>',
			Rich_Text::inline( '<p>Hi</p> <script>alert(1)</script><div style="color:red">there</div> <a href="https://example.com/" onclick="steal()" style="x">x</a>' )
		);
		$this->assertStringNotContainsString( 'javascript:', Rich_Text::inline( '<a href="javascript:alert(1)">x</a>' ) );
	}

	public function test_anything_but_a_string_is_empty(): void {
		foreach ( array( null, 12, array( 'x' ), true ) as $value ) {
			$this->assertSame( '', Rich_Text::inline( $value ) );
		}
	}

	public function test_plain_text_reads_as_typed_without_tags_or_entities(): void {
		$this->assertSame( 'Tom & Jerry’s "best" <3', Rich_Text::plain( ' Tom &amp; Jerry&#8217;s &quot;best&quot; &lt;3 ' ) );
		$this->assertSame( 'Bold and', Rich_Text::plain( "<strong>Bold</strong>\n and <script>alert(1)</script>" ) );
		$this->assertSame( '', Rich_Text::plain( array( 'x' ) ) );
	}
}

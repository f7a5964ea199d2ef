<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Blocks;

/**
 * Renders a block's markup as a page would and reads its island's props.
 */
trait Block_Render_Helper {

	/**
	 * @param string              $name       Block name without the namespace.
	 * @param array<string,mixed> $attributes Block attributes.
	 * @param string              $inner      Inner markup (for blocks with nested blocks).
	 */
	private function render_block( string $name, array $attributes, string $inner = '' ): string {
		$json = $attributes ? ' ' . wp_json_encode( $attributes ) : '';
		if ( '' === $inner ) {
			return do_blocks( "<!-- wp:inkblocks/$name$json /-->" );
		}
		return do_blocks( "<!-- wp:inkblocks/$name$json -->$inner<!-- /wp:inkblocks/$name -->" );
	}

	/**
	 * @param string $html Rendered markup.
	 * @return array<string,mixed>
	 */
	private function island_props( string $html ): array {
		$this->assertSame( 1, preg_match( '/data-inkwell-props="([^"]*)"/', $html, $match ), 'the island is rendered' );
		return json_decode( html_entity_decode( $match[1], ENT_QUOTES ), true );
	}

	/**
	 * Forgets the enqueued bundles, so a test can see whether its render enqueued one.
	 */
	private function reset_scripts(): void {
		$GLOBALS['wp_scripts'] = null;
		$GLOBALS['wp_styles']  = null;
	}
}

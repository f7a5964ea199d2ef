<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Blocks;

/**
 * Renders a content block through do_blocks() and reads its island props.
 */
trait Block_Render {

	/**
	 * @param string              $name       Block name without the namespace.
	 * @param array<string,mixed> $attributes Block attributes.
	 */
	private function render_block( string $name, array $attributes ): string {
		return do_blocks( "<!-- wp:inkblocks/$name " . wp_json_encode( (object) $attributes ) . ' /-->' );
	}

	/**
	 * @return array<string,mixed>
	 */
	private function island_props( string $html, string $island ): array {
		$this->assertSame( 1, preg_match( '/data-inkwell-island="' . $island . '" data-inkwell-props="([^"]*)"/', $html, $match ), 'island found' );
		return json_decode( html_entity_decode( $match[1], ENT_QUOTES ), true );
	}
}

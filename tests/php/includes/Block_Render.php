<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Blocks;

/**
 * Renders block markup as a page would and reads the island props it prints; each test starts on a page
 * where no block has enqueued its island yet.
 */
trait Block_Render {

	protected function set_up(): void {
		parent::set_up();
		$this->reset_asset_queues();
	}

	/**
	 * The props JSON of the first island in the HTML, or of the first named $island.
	 *
	 * @return array<string,mixed>
	 */
	private function island_props( string $html, string $island = '' ): array {
		$name = '' === $island ? '[^"]*' : preg_quote( $island, '/' );
		$this->assertSame( 1, preg_match( '/data-inkwell-island="' . $name . '" data-inkwell-props="([^"]*)"/', $html, $match ), "No $island island in: $html" );
		$props = json_decode( html_entity_decode( $match[1], ENT_QUOTES ), true );
		$this->assertIsArray( $props );
		return $props;
	}

	/**
	 * Markup of a self-closing block with attributes given as an array or raw JSON.
	 *
	 * @param array<string,mixed>|string $attributes Attributes.
	 */
	private function block( string $name, array|string $attributes = array(), string $inner = '' ): string {
		$json = is_string( $attributes ) ? $attributes : ( $attributes ? wp_json_encode( $attributes ) : '' );
		$open = '<!-- wp:' . $name . ( '' !== $json ? ' ' . $json : '' );
		return '' === $inner ? $open . ' /-->' : $open . " -->\n$inner\n<!-- /wp:$name -->";
	}

	private function panel( string $title, string $text, array $attributes = array() ): string {
		return $this->block( 'inkblocks/panel', array( 'title' => $title ) + $attributes, "<!-- wp:paragraph -->\n<p>$text</p>\n<!-- /wp:paragraph -->" );
	}

	/**
	 * Three panels for tabs, accordion or switcher: the second with its own id, the third open on load.
	 */
	private function three_panels(): string {
		return $this->panel( 'Overview', 'All about it.' )
			. $this->panel( 'Specs', 'Weighs 2 kg.', array( 'itemId' => 'tech-specs' ) )
			. $this->panel( 'Reviews', 'Five stars.', array( 'active' => true ) );
	}

	/**
	 * Renders one content block through do_blocks().
	 *
	 * @param string              $name       Block name without the namespace.
	 * @param array<string,mixed> $attributes Block attributes.
	 * @param string              $inner      Inner markup (for blocks with nested blocks).
	 */
	private function render_block( string $name, array $attributes, string $inner = '' ): string {
		return do_blocks( $this->block( 'inkblocks/' . $name, $attributes, $inner ) );
	}

	/**
	 * Forgets the enqueued bundles, so a test can see whether its render enqueued one.
	 */
	private function reset_scripts(): void {
		$this->reset_asset_queues();
	}
}

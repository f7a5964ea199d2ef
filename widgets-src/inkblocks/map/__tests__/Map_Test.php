<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Blocks;

use Inkblocks\Blocks\Map;
use Inkwell\Tests\Test_Case;

/**
 * The server render of the "Map" block: pins of SPEC 3 as a list of places and as the island's pop-ups.
 *
 * @covers \Inkblocks\Blocks\Map
 */
final class Map_Test extends Test_Case {

	use Block_Render;

	/**
	 * @param array<string,mixed> $overrides Pin fields.
	 * @return array<string,mixed>
	 */
	private function pin( array $overrides = array() ): array {
		return $overrides + array(
			'position'     => array(
				'lat' => 38.71,
				'lng' => -9.14,
			),
			'title'        => 'Bookshop',
			'address'      => 'Rua Garrett 73',
			'desc'         => "Old shop.\nQuiet corner.",
			'image'        => array(
				'id'  => 0,
				'url' => 'https://example.org/shop.jpg',
				'alt' => 'The shop front',
			),
			'image_width'  => 240,
			'image_height' => 135,
			'link'         => array(
				'url'               => 'https://example.org/shop',
				'is_external'       => true,
				'nofollow'          => true,
				'custom_attributes' => "data-place|shop\naria-describedby|shop-note",
			),
			'link_title'   => 'Visit',
			'state'        => 'open',
		);
	}

	public function test_each_pin_is_a_card_with_every_field_in_the_list_and_the_props(): void {
		$html = $this->render_block( 'map', array( 'pins' => array( $this->pin() ) ) );
		$this->assertStringContainsString( '<h3 class="inkblocks-map-pin__title">Bookshop</h3>', $html );
		$this->assertStringContainsString( '<address class="inkblocks-map-pin__address">Rua Garrett 73</address>', $html );
		$this->assertStringContainsString( 'Old shop.<br />', $html );
		$this->assertMatchesRegularExpression( '#<img class="inkblocks-map-pin__image" src="https://example.org/shop.jpg" alt="The shop front"[^>]*width="240"[^>]*height="135"#s', $html );
		$this->assertMatchesRegularExpression( '#<a class="inkblocks-map-pin__link" href="https://example.org/shop"[^>]*data-place="shop"[^>]*aria-describedby="shop-note"[^>]*target="_blank"[^>]*rel="noopener nofollow"#s', $html );
		$this->assertStringContainsString( 'Visit', $html );

		$props = $this->island_props( $html, 'map' );
		$this->assertCount( 1, $props['pins'] );
		$this->assertSame( 38.71, $props['pins'][0]['lat'] );
		$this->assertSame( -9.14, $props['pins'][0]['lng'] );
		$this->assertTrue( $props['pins'][0]['open'] );
		$this->assertStringContainsString( 'Rua Garrett 73', $props['pins'][0]['html'] );
		$this->assertStringContainsString( 'id="' . $props['pins'][0]['id'] . '"', $html );
		$this->assertSame( 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', $props['tileUrl'] );
		$this->assertSame( 13, $props['zoom'] );
		$this->assertTrue( $props['fitPins'] );
		// Leaflet's stylesheet, then the block's own; the script waits for the map to come near.
		$this->assertTrue( wp_script_is( 'inkblocks-map-view-script', 'enqueued' ) );
		$this->assertStringEndsWith( '/build/map/view.css', wp_styles()->registered['inkblocks-map-view-style']->src );
		$this->assertStringEndsWith( '/build/map/style-view.css', wp_styles()->registered['inkblocks-map-view-style-2']->src );
		$this->assertTrue( wp_style_is( 'inkblocks-map-view-style', 'enqueued' ) );
		$this->assertTrue( wp_style_is( 'inkblocks-map-view-style-2', 'enqueued' ) );
	}

	public function test_a_closed_internal_link_has_no_target_or_rel(): void {
		$pin  = $this->pin(
			array(
				'state' => 'closed',
				'link'  => array( 'url' => home_url( '/about/' ) ),
			)
		);
		$html = $this->render_block( 'map', array( 'pins' => array( $pin ) ) );
		$this->assertStringNotContainsString( 'target=', $html );
		$this->assertStringNotContainsString( 'rel=', $html );
		$this->assertFalse( $this->island_props( $html, 'map' )['pins'][0]['open'] );
	}

	public function test_pins_without_a_valid_position_are_dropped_and_none_left_renders_nothing(): void {
		$pins = array(
			$this->pin(
				array(
					'position' => array(
						'lat' => 95,
						'lng' => 0,
					),
				)
			),
			$this->pin( array( 'position' => array( 'lat' => 'north' ) ) ),
			'not a pin',
		);
		$this->assertSame( '', trim( $this->render_block( 'map', array( 'pins' => $pins ) ) ) );
		$this->assertCount( 1, Map::pins( array_merge( $pins, array( $this->pin() ) ) ) );
		wp_set_current_user( $this->users['editor'] );
		$this->assertStringContainsString( 'class="inkblocks-notice"', $this->render_block( 'map', array( 'pins' => $pins ) ) );
	}

	public function test_hostile_pin_fields_are_escaped_and_unsafe_attributes_refused(): void {
		$pin  = $this->pin(
			array(
				'title'   => '<script>alert(1)</script>Shop',
				'address' => '"><img src=x onerror=alert(2)>',
				'desc'    => '<b onclick="alert(3)">bold</b>',
				'image'   => array( 'url' => 'javascript:alert(4)' ),
				'link'    => array(
					'url'               => 'javascript:alert(5)',
					'custom_attributes' => "onclick|alert(6)\nhref|https://evil.example\nstyle|color:red\n\"><x|y\ndata-ok|\"><script>",
				),
			)
		);
		$html = $this->render_block(
			'map',
			array(
				'pins'            => array( $pin ),
				'tileUrl'         => 'javascript:alert(7)//{z}{x}{y}',
				'tileAttribution' => '<a href="https://osm.org" onclick="alert(8)">OSM</a><script>alert(9)</script>',
				'zoom'            => 99,
			)
		);
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringNotContainsString( '<img src=x', $html );
		$this->assertStringNotContainsString( 'javascript:', $html );
		$this->assertStringNotContainsString( 'onclick', $html );
		$this->assertStringNotContainsString( 'onerror', $html );
		$this->assertSame( array( 'data-ok' => '">' ), Map::custom_attributes( "onclick|alert(6)\nhref|x\nstyle|x\n\"><x|y\ndata-ok|\"><script>" ) );
		$props = $this->island_props( $html, 'map' );
		$this->assertSame( '', $props['tileUrl'] );
		$this->assertSame( '<a href="https://osm.org">OSM</a>alert(9)', $props['tileAttribution'] );
		$this->assertSame( 20, $props['zoom'] );
		$this->assertStringNotContainsString( 'inkblocks-map-pin__link', $props['pins'][0]['html'] );
		$this->assertStringNotContainsString( 'inkblocks-map-pin__image', $props['pins'][0]['html'] );
	}

	public function test_the_tile_source_is_configurable_and_checked(): void {
		$this->assertSame( 'https://tiles.example.org/{z}/{x}/{y}.png', Map::tile_url( ' https://tiles.example.org/{z}/{x}/{y}.png ' ) );
		$this->assertSame( '', Map::tile_url( 'https://tiles.example.org/{z}/{x}.png' ) );
		$this->assertSame( '', Map::tile_url( 'https://tiles.example.org/{z}/{x}/{y}.png" onload="x' ) );
		$this->assertSame( '', Map::tile_url( '' ) );
	}
}

<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Blocks;

use Inkblocks\Blocks\Chart;
use Inkwell\Tests\Test_Case;

/**
 * The server render of the "Chart" block: the data table and the island props.
 *
 * @covers \Inkblocks\Blocks\Chart
 */
final class Chart_Test extends Test_Case {

	use Block_Render;

	public function test_the_data_is_a_table_with_a_caption_and_headers_and_the_island_enqueued(): void {
		$html = $this->render_block(
			'chart',
			array(
				'title'    => 'Visits',
				'labels'   => array( 'Monday', 'Tuesday' ),
				'datasets' => array(
					array(
						'label'  => 'Readers',
						'values' => array( 12, 7.5 ),
						'color'  => '#112233',
					),
				),
			)
		);
		$this->assertStringContainsString( '<caption>Visits</caption>', $html );
		$this->assertStringContainsString( '<th scope="col">Readers</th>', $html );
		$this->assertStringContainsString( '<th scope="row">Tuesday</th>', $html );
		$this->assertMatchesRegularExpression( '#<td>7[.,]5</td>#', $html );
		$props = $this->island_props( $html, 'chart' );
		$this->assertSame( 'bar', $props['chartType'] );
		$this->assertSame( array( 12.0, 7.5 ), array_map( 'floatval', $props['datasets'][0]['values'] ) );
		$this->assertSame( '#112233', $props['datasets'][0]['color'] );
		$this->assertSame( 360, $props['height'] );
		$this->assertTrue( $props['legend'] );
		$this->assertStringContainsString( 'id="' . $props['tableId'] . '"', $html );
		$this->assertTrue( wp_script_is( 'inkblocks-chart-view-script', 'enqueued' ) );
		$this->assertTrue( wp_style_is( 'inkblocks-chart-view-style', 'enqueued' ) );
	}

	public function test_without_data_it_renders_nothing_for_readers_and_a_notice_for_editors(): void {
		$this->assertSame( '', trim( $this->render_block( 'chart', array() ) ) );
		wp_set_current_user( $this->users['editor'] );
		$notice = $this->render_block( 'chart', array() );
		$this->assertStringContainsString( 'class="inkblocks-notice"', $notice );
		// No island: Deferred_Bundles drops the view script WordPress enqueued for the block.
		$this->assertStringNotContainsString( 'data-inkwell-island', $notice );
	}

	public function test_hostile_attributes_are_escaped_or_replaced(): void {
		$html = $this->render_block(
			'chart',
			array(
				'chartType' => 'radar"><script>alert(1)</script>',
				'title'     => '<img src=x onerror=alert(1)>Sales',
				'labels'    => array( '<script>alert(2)</script>Q1', '<b>', 'Q3' ),
				'datasets'  => array(
					array(
						'label'  => '"><svg onload=alert(3)>',
						'values' => array( '1e3', 'NaN', 'INF', 5 ),
						'color'  => 'red;background:url(javascript:alert(4))',
					),
					array( 'values' => 'not a list' ),
				),
				'height'    => 999999,
			)
		);
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringNotContainsString( '<img', $html );
		$this->assertStringNotContainsString( '<svg', $html );
		$this->assertStringNotContainsString( 'javascript:', $html );
		$props = $this->island_props( $html, 'chart' );
		$this->assertSame( 'bar', $props['chartType'] );
		$this->assertSame( 'Sales', $props['title'] );
		$this->assertSame( array( 'Q1', '', 'Q3' ), $props['labels'] );
		$this->assertSame( array( 1000.0, null, null ), array( (float) $props['datasets'][0]['values'][0], $props['datasets'][0]['values'][1], $props['datasets'][0]['values'][2] ) );
		$this->assertSame( Chart::PALETTE[0], $props['datasets'][0]['color'] );
		$this->assertSame( Chart::PALETTE[1], $props['datasets'][1]['color'] );
		$this->assertSame( array( null, null, null ), $props['datasets'][1]['values'] );
		$this->assertSame( 1200, $props['height'] );
	}

	public function test_the_title_typed_on_the_canvas_heads_the_figure_with_its_formats_and_names_the_chart_in_plain_text(): void {
		$html = $this->render_block(
			'chart',
			array(
				'title'    => '<strong>Visits</strong> &amp; <em>days</em><img src=x onerror=alert(1)>',
				'labels'   => array( 'Monday' ),
				'datasets' => array( array( 'values' => array( 1 ) ) ),
			)
		);
		$this->assertStringContainsString( '<figcaption class="inkblocks-chart__title"><strong>Visits</strong> &amp; <em>days</em></figcaption>', $html );
		$this->assertStringContainsString( '<caption>Visits &amp; days</caption>', $html );
		$this->assertSame( 'Visits & days', $this->island_props( $html, 'chart' )['title'] );
	}

	public function test_the_editor_draws_with_the_same_types_limits_and_palette(): void {
		$source = (string) file_get_contents( dirname( __DIR__ ) . '/constants.ts' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a source file.
		preg_match_all( "/'(#[0-9a-f]{6})'/", $source, $colors );
		$this->assertSame( Chart::PALETTE, $colors[1] );
		foreach ( Chart::TYPES as $type ) {
			$this->assertStringContainsString( "'$type'", $source );
		}
		$this->assertStringContainsString( 'MAX_LABELS = ' . Chart::MAX_LABELS . ';', $source );
		$this->assertStringContainsString( 'MAX_DATASETS = ' . Chart::MAX_DATASETS . ';', $source );
	}

	public function test_items_of_the_wrong_shape_are_emptied(): void {
		$chart = Chart::chart(
			array(
				'labels'   => array( array( 'nested' ), 'b' ),
				'datasets' => array( 'not a series' ),
			)
		);
		$this->assertSame( array( '', 'b' ), $chart['labels'] );
		$this->assertSame( array( null, null ), $chart['datasets'][0]['values'] );
	}

	public function test_values_are_cut_or_padded_to_the_labels(): void {
		$chart = Chart::chart(
			array(
				'labels'   => array( 'a', 'b', 'c' ),
				'datasets' => array( array( 'values' => array( 1, 2, 3, 4, 5 ) ), array( 'values' => array( 9 ) ) ),
			)
		);
		$this->assertSame( array( 1.0, 2.0, 3.0 ), $chart['datasets'][0]['values'] );
		$this->assertSame( array( 9.0, null, null ), $chart['datasets'][1]['values'] );
	}

	public function test_the_table_shows_a_gap_as_a_dash_and_keeps_decimals(): void {
		$this->assertSame( '–', Chart::format( null ) );
		$this->assertSame( '3', Chart::format( 3.0 ) );
		$this->assertSame( '2.25', Chart::format( 2.25 ) );
	}
}

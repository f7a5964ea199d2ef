<?php
/**
 * The "Chart" block's server side: its attributes read into the chart the table and the island show.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks;

use Inkblocks\Blocks\Support\Rich_Text;

/**
 * `inkblocks/chart`: the data as an accessible table (the chart of readers without JavaScript and of screen
 * readers, printed by render.php) and the `chart` island that draws it.
 *
 * @since 0.3.0
 */
final class Chart {

	/** Chart types, as the editor offers them. */
	public const TYPES = array( 'bar', 'horizontal-bar', 'line', 'pie', 'doughnut' );

	/** Most labels (rows) and data series (columns) a chart takes. */
	public const MAX_LABELS   = 100;
	public const MAX_DATASETS = 12;

	/** Colours given to series without a valid one, in order. */
	public const PALETTE = array( '#2f5d8a', '#c8553d', '#3c8d5a', '#8a5a9e', '#c9a227', '#2a9d9f', '#7a7a7a', '#b04a7a' );

	/**
	 * The validated chart: known type, text labels, numeric series as long as the labels, hex colours.
	 *
	 * @since 0.3.0
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @return array{chartType: string, title: string, labels: list<string>, datasets: list<array{label: string, values: list<float|null>, color: string}>, legend: bool, stacked: bool, grid: bool, fill: bool, showTable: bool, height: int}
	 */
	public static function chart( array $attributes ): array {
		$type   = (string) ( $attributes['chartType'] ?? 'bar' );
		$labels = array_slice( is_array( $attributes['labels'] ?? null ) ? $attributes['labels'] : array(), 0, self::MAX_LABELS );
		$labels = array_map( static fn ( $label ): string => is_scalar( $label ) ? sanitize_text_field( (string) $label ) : '', array_values( $labels ) );
		$series = is_array( $attributes['datasets'] ?? null ) ? array_values( $attributes['datasets'] ) : array();

		$datasets = array();
		foreach ( array_slice( $series, 0, self::MAX_DATASETS ) as $i => $set ) {
			$set    = is_array( $set ) ? $set : array();
			$values = is_array( $set['values'] ?? null ) ? array_values( $set['values'] ) : array();
			$color  = sanitize_hex_color( is_string( $set['color'] ?? null ) ? $set['color'] : '' );

			$datasets[] = array(
				'label'  => is_scalar( $set['label'] ?? null ) ? sanitize_text_field( (string) $set['label'] ) : '',
				'values' => array_map( static fn ( int $j ) => self::number( $values[ $j ] ?? null ), array_keys( $labels ) ),
				'color'  => $color ? $color : self::PALETTE[ $i % count( self::PALETTE ) ],
			);
		}
		return array(
			'chartType' => in_array( $type, self::TYPES, true ) ? $type : 'bar',
			// Plain text: the table's caption and the picture's name (the figure's heading keeps the formats).
			'title'     => Rich_Text::plain( $attributes['title'] ?? '' ),
			'labels'    => $labels,
			'datasets'  => $datasets,
			'legend'    => (bool) ( $attributes['legend'] ?? true ),
			'stacked'   => ! empty( $attributes['stacked'] ),
			'grid'      => (bool) ( $attributes['grid'] ?? true ),
			'fill'      => ! empty( $attributes['fill'] ),
			'showTable' => ! empty( $attributes['showTable'] ),
			'height'    => max( 160, min( 1200, (int) ( $attributes['height'] ?? 360 ) ) ),
		);
	}

	/**
	 * A finite number, or null for a missing or non-numeric value (a gap in the chart).
	 *
	 * @param mixed $value Raw value.
	 */
	private static function number( mixed $value ): ?float {
		if ( is_string( $value ) ) {
			$value = trim( $value );
		}
		return is_numeric( $value ) && is_finite( (float) $value ) ? (float) $value : null;
	}

	/**
	 * A value as the table shows it: localized, with its own decimals (at most 4), or a dash for a gap.
	 *
	 * @since 0.3.0
	 *
	 * @param float|null $value The value.
	 */
	public static function format( ?float $value ): string {
		if ( null === $value ) {
			return '–';
		}
		$decimals = strlen( rtrim( substr( (string) strrchr( sprintf( '%.4F', $value ), '.' ), 1 ), '0' ) );
		return number_format_i18n( $value, $decimals );
	}
}

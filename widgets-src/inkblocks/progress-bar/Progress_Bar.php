<?php
/**
 * The "Progress bar" block's server side: its attributes read into the island's props.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks;

use Inkblocks\Blocks\Support\Input;
use Inkblocks\Blocks\Support\Rich_Text;

/**
 * `inkblocks/progress-bar` (SPEC 3, Progress bar): percent, or 'current/max' when both current-value and
 * max-value are set; the server prints the bar filled (render.php), the `progress-bar` island animates it
 * over 1000 ms when it comes into view, except when current exceeds max.
 *
 * @since 0.2.0
 */
final class Progress_Bar {

	/** Largest current or max value kept. */
	private const MAX_VALUE = 1e12;

	/**
	 * The island's props, with SPEC 3's field names; the title is inline HTML (Rich_Text::inline).
	 *
	 * @since 0.4.0
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @return array{title: string, percent: float, current-value: float|null, max-value: float|null, label: string, animate: bool, showValue: bool}
	 */
	public static function props( array $attributes ): array {
		$display = self::display(
			Input::number( $attributes['percent'] ?? 50, 0, 100 ) ?? 50.0,
			Input::number( $attributes['currentValue'] ?? null, 0, self::MAX_VALUE ),
			Input::number( $attributes['maxValue'] ?? null, 0, self::MAX_VALUE )
		);
		return array(
			'title'         => Rich_Text::inline( $attributes['title'] ?? '' ),
			'percent'       => $display['percent'],
			'current-value' => $display['current'],
			'max-value'     => $display['max'],
			'label'         => $display['label'],
			'animate'       => $display['animate'] && Input::bool( $attributes['animate'] ?? null, true ),
			'showValue'     => Input::bool( $attributes['showValue'] ?? null, true ),
		);
	}

	/**
	 * What the bar shows: 'current/max' filled to their ratio when both are set (no animation when current
	 * exceeds max), else the percent.
	 *
	 * @since 0.2.0
	 *
	 * @param float      $percent Percent, 0-100.
	 * @param float|null $current Current value, if set.
	 * @param float|null $max     Max value, if set.
	 * @return array{percent: float, current: float|null, max: float|null, label: string, animate: bool}
	 */
	public static function display( float $percent, ?float $current, ?float $max ): array {
		if ( null !== $current && null !== $max && $max > 0 ) {
			return array(
				'percent' => round( min( 100, $current / $max * 100 ), 2 ),
				'current' => $current,
				'max'     => $max,
				'label'   => self::number( $current ) . '/' . self::number( $max ),
				'animate' => $current <= $max,
			);
		}
		return array(
			'percent' => round( $percent, 2 ),
			'current' => null,
			'max'     => null,
			/* translators: %s: a percentage number. */
			'label'   => sprintf( __( '%s%%', 'inkblocks' ), self::number( $percent ) ),
			'animate' => true,
		);
	}

	/**
	 * A number without a needless decimal part, localized.
	 *
	 * @param float $value The number.
	 */
	private static function number( float $value ): string {
		return number_format_i18n( $value, floor( $value ) === $value ? 0 : 2 );
	}
}

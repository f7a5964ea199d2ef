<?php
/**
 * The "Countdown" block's server side: its attributes read into the island's props.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks;

use DateTimeImmutable;
use Inkblocks\Blocks\Support\Attribute_Rules;
use Inkblocks\Blocks\Support\Rich_Text;

/**
 * `inkblocks/countdown` (SPEC 3, 4.13): due_date, evergreen or endless, with the expire actions redirect,
 * message, hide and restart. Dates are entered in the site's time zone and handed to the island as
 * instants (epoch milliseconds), so the count is right in any visitor's time zone and across
 * daylight-saving changes. Without JavaScript the render (render.php) states when the countdown ends.
 *
 * @since 0.3.0
 */
final class Countdown {

	public const TYPES          = array( 'due_date', 'evergreen', 'endless' );
	public const EXPIRE_ACTIONS = array( 'redirect', 'message', 'hide', 'restart' );

	/** Longest interval: one year, in seconds. */
	private const MAX_INTERVAL = 31536000;

	/**
	 * What an editor must still choose before the countdown can show, or '' when nothing is missing.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string, mixed> $props The island's props.
	 */
	public static function missing( array $props ): string {
		return array(
			'due_date' => null === $props['due-date'] ? __( 'Choose the countdown\'s due date.', 'inkblocks' ) : '',
			'endless'  => null === $props['start-date'] ? __( 'Choose the countdown\'s start date.', 'inkblocks' ) : '',
		)[ $props['type'] ] ?? '';
	}

	/**
	 * Whether a due date has passed for good (no restart): the server then renders the expiry.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string, mixed> $props The island's props.
	 */
	public static function expired( array $props ): bool {
		return 'due_date' === $props['type'] && $props['due-date'] <= time() * 1000 && ! in_array( 'restart', $props['expire-actions'], true );
	}

	/**
	 * The island's props, with SPEC 3's field names.
	 *
	 * @since 0.3.0
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @return array{id: string, type: string, due-date: ?int, start-date: ?int, evergreen-interval: int, restart-interval: int, expire-actions: list<string>, expire-redirect-url: string, message: string, labels: array<string, string>, timeZone: string, showDays: bool, showSeconds: bool}
	 */
	public static function props( array $attributes ): array {
		$id      = sanitize_key( Attribute_Rules::text( $attributes, 'timerId' ) );
		$actions = Attribute_Rules::subset( $attributes, 'expireActions', self::EXPIRE_ACTIONS, array( 'message' ) );
		$url     = Attribute_Rules::url( $attributes, 'expireRedirectUrl' );
		$message = Rich_Text::inline( $attributes['expireMessage'] ?? '' );
		if ( '' === $url ) {
			$actions = array_values( array_diff( $actions, array( 'redirect' ) ) );
		}
		return array(
			'id'                  => '' !== $id ? $id : 'post-' . get_the_ID(),
			'type'                => Attribute_Rules::enum( $attributes, 'type', self::TYPES ),
			'due-date'            => self::instant( $attributes['dueDate'] ?? null ),
			'start-date'          => self::instant( $attributes['startDate'] ?? null ),
			'evergreen-interval'  => Attribute_Rules::int( $attributes, 'evergreenInterval', DAY_IN_SECONDS, 1, self::MAX_INTERVAL ),
			'restart-interval'    => Attribute_Rules::int( $attributes, 'restartInterval', DAY_IN_SECONDS, 1, self::MAX_INTERVAL ),
			'expire-actions'      => $actions,
			'expire-redirect-url' => $url,
			'message'             => '' !== $message ? $message : esc_html__( 'This offer has ended.', 'inkblocks' ),
			'labels'              => self::labels( $attributes ),
			'timeZone'            => wp_timezone_string(),
			'showDays'            => Attribute_Rules::bool( $attributes, 'showDays', true ),
			'showSeconds'         => Attribute_Rules::bool( $attributes, 'showSeconds', true ),
		);
	}

	/**
	 * The unit labels as the editor wrote them (inline HTML), or the translated defaults.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @return array<string, string>
	 */
	public static function labels( array $attributes ): array {
		$defaults = array(
			'days'    => esc_html__( 'Days', 'inkblocks' ),
			'hours'   => esc_html__( 'Hours', 'inkblocks' ),
			'minutes' => esc_html__( 'Minutes', 'inkblocks' ),
			'seconds' => esc_html__( 'Seconds', 'inkblocks' ),
		);
		$labels   = array();
		foreach ( $defaults as $unit => $default ) {
			$label           = Rich_Text::inline( $attributes[ 'label' . ucfirst( $unit ) ] ?? '' );
			$labels[ $unit ] = '' !== $label ? $label : $default;
		}
		return $labels;
	}

	/**
	 * The instant, in epoch milliseconds, of a date and time written in the site's time zone
	 * (YYYY-MM-DD HH:MM[:SS], with a space or a T), or null when it is not one.
	 *
	 * @since 0.3.0
	 *
	 * @param mixed $value The saved value.
	 */
	public static function instant( mixed $value ): ?int {
		if ( ! is_string( $value ) || ! preg_match( '/^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?$/', trim( $value ), $m ) ) {
			return null;
		}
		$seconds = $m[3] ?? ':00'; // preg_match leaves out an unmatched group at the end.
		$date    = DateTimeImmutable::createFromFormat( '!Y-m-d H:i:s', "{$m[1]} {$m[2]}{$seconds}", wp_timezone() );
		$errors  = DateTimeImmutable::getLastErrors();
		if ( ! $date || ( $errors && ( $errors['warning_count'] || $errors['error_count'] ) ) ) {
			return null;
		}
		return $date->getTimestamp() * 1000;
	}

	/**
	 * A sentence that says when the countdown ends, for readers without JavaScript.
	 *
	 * @since 0.4.0
	 * @param array<string, mixed> $props The island's props.
	 */
	public static function statement( array $props ): string {
		$format = get_option( 'date_format' ) . ' ' . get_option( 'time_format' );
		switch ( $props['type'] ) {
			case 'evergreen':
				/* translators: %s: a duration such as "2 days". */
				return sprintf( __( 'Ends %s after your first visit.', 'inkblocks' ), human_time_diff( 0, $props['evergreen-interval'] ) );
			case 'endless':
				return sprintf(
					/* translators: 1: a duration such as "1 day", 2: a date and time. */
					__( 'Restarts every %1$s, counted from %2$s.', 'inkblocks' ),
					human_time_diff( 0, $props['restart-interval'] ),
					wp_date( $format, intdiv( (int) $props['start-date'], 1000 ) )
				);
			default:
				/* translators: %s: a date and time. */
				return sprintf( __( 'Ends on %s.', 'inkblocks' ), wp_date( $format, intdiv( (int) $props['due-date'], 1000 ) ) );
		}
	}
}

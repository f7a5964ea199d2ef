<?php
/**
 * Spam defence: honeypot, minimum fill time, per-IP rate limit and a filter for services such as Akismet.
 *
 * @package Inkwell\Forms
 */

declare( strict_types=1 );

namespace Inkwell\Forms\Submission;

use Inkwell\Forms\Form\Form;

/**
 * The hidden fields a rendered form carries and the checks a submission passes before mail goes out.
 *
 * @since 0.1.0
 */
final class Spam_Guard {

	/** Hidden text input that people never see and bots fill in. */
	public const HONEYPOT = '_inkwell_forms_website';

	/** Signed time the form was rendered at. */
	public const TIMESTAMP = '_inkwell_forms_ts';

	/**
	 * A signed render time for the timestamp field.
	 *
	 * @since 0.1.0
	 *
	 * @param int|null $time Unix time; now by default.
	 */
	public static function token( ?int $time = null ): string {
		$time ??= time();
		return $time . '.' . hash_hmac( 'sha256', 'inkwell-forms-ts|' . $time, wp_salt( 'nonce' ) );
	}

	/**
	 * The IP address hashed with the site's salt: stored and rate-limited without keeping the address.
	 *
	 * @since 0.1.0
	 *
	 * @param string $ip IP address.
	 */
	public static function ip_hash( string $ip ): string {
		return hash_hmac( 'sha256', $ip, wp_salt( 'auth' ) );
	}

	/**
	 * Whether the hidden fields show a bot: honeypot filled, timestamp missing, forged or too recent.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,mixed> $params Submitted fields.
	 */
	public function is_bot( array $params ): bool {
		$honeypot = $params[ self::HONEYPOT ] ?? '';
		$token    = $params[ self::TIMESTAMP ] ?? '';
		if ( ! is_string( $honeypot ) || '' !== trim( $honeypot ) || ! is_string( $token ) ) {
			return true;
		}
		$time = (int) strtok( $token, '.' );
		if ( ! hash_equals( self::token( $time ), $token ) ) {
			return true;
		}
		/**
		 * Filters the minimum time, in seconds, between rendering a form and submitting it.
		 *
		 * @since 0.1.0
		 *
		 * @param int $seconds Minimum fill time; 3 by default.
		 */
		$minimum = (int) apply_filters( 'inkwell_forms_min_fill_time', 3 );
		return time() - $time < $minimum;
	}

	/**
	 * Counts a send attempt from this address; false when it is over the limit.
	 *
	 * @since 0.1.0
	 *
	 * @param string $ip_hash Hashed address.
	 */
	public function within_rate_limit( string $ip_hash ): bool {
		/**
		 * Filters how many messages one address may send per rate-limit window (10 minutes).
		 *
		 * @since 0.1.0
		 *
		 * @param int $limit Messages per window; 5 by default.
		 */
		$limit = (int) apply_filters( 'inkwell_forms_rate_limit', 5 );
		$key   = 'inkwell_forms_rate_' . substr( $ip_hash, 0, 32 );
		$count = (int) get_transient( $key );
		if ( $count >= $limit ) {
			return false;
		}
		set_transient( $key, $count + 1, 10 * MINUTE_IN_SECONDS );
		return true;
	}

	/**
	 * Asks spam services through a filter.
	 *
	 * @since 0.1.0
	 *
	 * @param Form                $form   The form.
	 * @param array<string,mixed> $values Validated values by field name.
	 * @param string              $ip     The sender's address.
	 */
	public function is_spam( Form $form, array $values, string $ip ): bool {
		/**
		 * Filters whether a valid submission is spam, for services such as Akismet.
		 *
		 * @since 0.1.0
		 *
		 * @param bool                $spam   False by default.
		 * @param Form                $form   The form.
		 * @param array<string,mixed> $values Values by field name.
		 * @param string              $ip     The sender's IP address.
		 */
		return (bool) apply_filters( 'inkwell_forms_is_spam', false, $form, $values, $ip );
	}
}

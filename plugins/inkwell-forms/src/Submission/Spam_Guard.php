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
 * The fill-time token `{time}.{id}.{signature}` is signed with the site's salt, counts from when the form
 * was shown (a cached page asks GET .../refill for a fresh one), expires after a day and is used once: its
 * id is claimed in the database (an atomic insert), so a captured request cannot be sent again from any
 * server. The posted data hash the client sends back (`{time}.{digest}.{signature}`) must be one this site
 * issued for this form within the same day, or none. A request without a User-Agent is a script. Whatever
 * the reason, a bot gets the one answer a person whose submission was taken for spam gets.
 *
 * @since 0.1.0
 */
final class Spam_Guard {

	/** Hidden text input that people never see and bots fill in. */
	public const HONEYPOT = '_inkwell_forms_website';

	/** Signed time the form was rendered at. */
	public const TIMESTAMP = '_inkwell_forms_ts';

	/** Prefix of the option that records a used token id (its value: the token's time). */
	private const USED_PREFIX = '_inkwell_forms_used_';

	/**
	 * A fresh fill-time token: the time, a random id and their signature.
	 *
	 * @since 0.1.0
	 *
	 * @param int|null $time Unix time; now by default.
	 */
	public static function token( ?int $time = null ): string {
		$time ??= time();
		$id     = bin2hex( random_bytes( 8 ) );
		return $time . '.' . $id . '.' . self::sign( "ts|$time|$id" );
	}

	/**
	 * The posted data hash of an answer: when it was issued, a digest of the values, and a signature that
	 * binds both to the form.
	 *
	 * @since 0.5.0
	 *
	 * @param int                 $form_id The form.
	 * @param array<string,mixed> $values  The public values.
	 * @param int|null            $time    Unix time; now by default.
	 */
	public static function posted_hash( int $form_id, array $values, ?int $time = null ): string {
		$time ??= time();
		$digest = substr( wp_hash( (string) wp_json_encode( $values ), 'nonce' ), 0, 16 );
		return $time . '.' . $digest . '.' . self::sign( "hash|$form_id|$time|$digest" );
	}

	/**
	 * How long a token and a posted data hash stay valid, in seconds.
	 *
	 * @since 0.5.0
	 */
	public static function lifetime(): int {
		/**
		 * Filters how long a form's fill-time token and posted data hash stay valid.
		 *
		 * @since 0.5.0
		 *
		 * @param int $seconds A day by default.
		 */
		return max( 60, (int) apply_filters( 'inkwell_forms_token_lifetime', DAY_IN_SECONDS ) );
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
	 * Whether the request shows a bot: honeypot filled; no User-Agent; a token missing, forged, too recent
	 * or expired; a posted data hash that is not one of this form's within its lifetime.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,mixed> $params Submitted fields.
	 * @param Form                $form   The form.
	 */
	public function is_bot( array $params, Form $form ): bool {
		$honeypot = $params[ self::HONEYPOT ] ?? '';
		if ( ! is_string( $honeypot ) || '' !== trim( $honeypot ) || '' === self::user_agent() ) {
			return true;
		}
		$time = self::token_time( $params[ self::TIMESTAMP ] ?? null );
		/**
		 * Filters the minimum time, in seconds, between rendering a form and submitting it.
		 *
		 * @since 0.1.0
		 *
		 * @param int $seconds Minimum fill time; 3 by default.
		 */
		$minimum = (int) apply_filters( 'inkwell_forms_min_fill_time', 3 );
		if ( null === $time || time() - $time < $minimum ) {
			return true;
		}
		$hash = $params[ Processor::POSTED_HASH ] ?? '';
		return ! is_string( $hash ) || ( '' !== $hash && ! $this->is_fresh_hash( $hash, $form->post->ID ) );
	}

	/**
	 * Uses up the submission's token; false when it was used before (a replayed request).
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $params Submitted fields, whose token is_bot() accepted.
	 * @throws Storage_Failure When the database does not answer.
	 */
	public function claim( array $params ): bool {
		global $wpdb;
		$parts = explode( '.', (string) ( $params[ self::TIMESTAMP ] ?? '' ) );
		if ( 3 !== count( $parts ) ) {
			return false;
		}
		// The options table's unique name makes the first insert win, on every server at once.
		$claimed = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'off')", self::USED_PREFIX . $parts[1], $parts[0] ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- an atomic claim; the options API has none.
		if ( false === $claimed ) {
			throw new Storage_Failure( 'The form token could not be claimed.' );
		}
		if ( 1 === wp_rand( 1, 50 ) ) {
			$this->forget_expired();
		}
		return 1 === $claimed;
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

	/**
	 * The time of a valid, unexpired token, or null.
	 *
	 * @param mixed $token The posted token.
	 */
	private static function token_time( mixed $token ): ?int {
		$parts = is_string( $token ) ? explode( '.', $token ) : array();
		if ( 3 !== count( $parts ) || ! ctype_digit( $parts[0] ) || ! hash_equals( self::sign( "ts|{$parts[0]}|{$parts[1]}" ), $parts[2] ) ) {
			return null;
		}
		$time = (int) $parts[0];
		return $time <= time() + MINUTE_IN_SECONDS && time() - $time <= self::lifetime() ? $time : null;
	}

	/**
	 * Whether a posted data hash is one this site issued for the form within its lifetime.
	 *
	 * @param string $hash    The posted hash.
	 * @param int    $form_id The form.
	 */
	private function is_fresh_hash( string $hash, int $form_id ): bool {
		$parts = explode( '.', $hash );
		if ( 3 !== count( $parts ) || ! ctype_digit( $parts[0] ) || ! hash_equals( self::sign( "hash|$form_id|{$parts[0]}|{$parts[1]}" ), $parts[2] ) ) {
			return false;
		}
		return time() - (int) $parts[0] <= self::lifetime();
	}

	/**
	 * The request's User-Agent, as the web server passed it.
	 */
	private static function user_agent(): string {
		return isset( $_SERVER['HTTP_USER_AGENT'] ) ? trim( sanitize_text_field( wp_unslash( $_SERVER['HTTP_USER_AGENT'] ) ) ) : '';
	}

	/**
	 * A signature with the site's salt.
	 *
	 * @param string $text What is signed.
	 */
	private static function sign( string $text ): string {
		return hash_hmac( 'sha256', 'inkwell-forms-' . $text, wp_salt( 'nonce' ) );
	}

	/**
	 * Deletes the records of tokens that have expired anyway (a few hundred at a time).
	 */
	private function forget_expired(): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s AND CAST(option_value AS UNSIGNED) < %d LIMIT 500", $wpdb->esc_like( self::USED_PREFIX ) . '%', time() - self::lifetime() - HOUR_IN_SECONDS ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the records claim() writes.
	}
}

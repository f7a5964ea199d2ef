<?php
/**
 * Each reader's e-mail choice per kind of notification.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Notifications;

use Inkwell\Community\Storage\Storage_Unavailable;

/**
 * Per kind of event (Notification_Store's kinds), a reader gets e-mail immediately, in the daily digest,
 * or never; one user meta per kind (`inkwell_mail_{kind}`), absent while the reader keeps the default.
 * New stories, responses to one's stories and replies to one's responses are mailed immediately by
 * default: an author and a responder hear of answers without subscribing to a story's responses (each mail
 * carries a one-click stop). New followers and likes are never mailed by default.
 *
 * @since 0.6.0
 */
final class Mail_Choices {

	public const IMMEDIATELY = 'immediately';
	public const DIGEST      = 'digest';
	public const NEVER       = 'never';

	/** The choices, in the order the account page offers them. */
	public const CHOICES = array( self::IMMEDIATELY, self::DIGEST, self::NEVER );

	/** Each kind's default. */
	public const DEFAULTS = array(
		Notification_Store::FOLLOWER => self::NEVER,
		Notification_Store::REPLY    => self::IMMEDIATELY,
		Notification_Store::COMMENT  => self::IMMEDIATELY,
		Notification_Store::LIKE     => self::NEVER,
		Notification_Store::STORY    => self::IMMEDIATELY,
	);

	/** Prefix of the user meta of a kind's choice. */
	public const META_PREFIX = 'inkwell_mail_';

	/**
	 * The kinds and their labels, in the order the account page shows them.
	 *
	 * @since 0.6.0
	 *
	 * @return array<string,string>
	 */
	public static function kinds(): array {
		return array(
			Notification_Store::FOLLOWER => __( 'New followers', 'inkwell-community' ),
			Notification_Store::REPLY    => __( 'Replies to my responses', 'inkwell-community' ),
			Notification_Store::COMMENT  => __( 'Responses to my stories', 'inkwell-community' ),
			Notification_Store::LIKE     => __( 'Likes of my stories', 'inkwell-community' ),
			Notification_Store::STORY    => __( 'New stories by people I follow', 'inkwell-community' ),
		);
	}

	/**
	 * The choices and their labels.
	 *
	 * @since 0.6.0
	 *
	 * @return array<string,string>
	 */
	public static function labels(): array {
		return array(
			self::IMMEDIATELY => __( 'Immediately', 'inkwell-community' ),
			self::DIGEST      => __( 'Daily digest', 'inkwell-community' ),
			self::NEVER       => __( 'Never', 'inkwell-community' ),
		);
	}

	/**
	 * A reader's choice for a kind.
	 *
	 * @since 0.6.0
	 *
	 * @param int    $user_id The reader.
	 * @param string $kind    A kind of Notification_Store.
	 */
	public static function of( int $user_id, string $kind ): string {
		$choice = (string) get_user_meta( $user_id, self::META_PREFIX . $kind, true );
		return in_array( $choice, self::CHOICES, true ) ? $choice : ( self::DEFAULTS[ $kind ] ?? self::NEVER );
	}

	/**
	 * Whether the reader is mailed about a kind at once.
	 *
	 * @since 0.6.0
	 *
	 * @param int    $user_id The reader.
	 * @param string $kind    A kind of Notification_Store.
	 */
	public static function immediately( int $user_id, string $kind ): bool {
		return self::IMMEDIATELY === self::of( $user_id, $kind );
	}

	/**
	 * Stores a choice (the default is stored as no meta).
	 *
	 * @since 0.6.0
	 *
	 * @param int    $user_id The reader.
	 * @param string $kind    A kind of Notification_Store.
	 * @param string $choice  One of CHOICES.
	 * @throws Storage_Unavailable When the database did not store it.
	 */
	public static function save( int $user_id, string $kind, string $choice ): void {
		$key = self::META_PREFIX . $kind;
		if ( ( self::DEFAULTS[ $kind ] ?? null ) === $choice ) {
			Storage_Unavailable::check_meta( delete_user_meta( $user_id, $key ), 'user', $user_id, $key, '' );
		} else {
			Storage_Unavailable::check_meta( update_user_meta( $user_id, $key, $choice ), 'user', $user_id, $key, $choice );
		}
	}

	/**
	 * The kinds a reader gets in the digest.
	 *
	 * @since 0.6.0
	 *
	 * @param int $user_id The reader.
	 * @return string[]
	 */
	public static function digest_kinds( int $user_id ): array {
		return array_values( array_filter( array_keys( self::DEFAULTS ), static fn ( string $kind ): bool => self::DIGEST === self::of( $user_id, $kind ) ) );
	}

	/**
	 * The meta keys of every kind (uninstall, digest look-ups).
	 *
	 * @since 0.6.0
	 *
	 * @return string[]
	 */
	public static function meta_keys(): array {
		return array_map( static fn ( string $kind ): string => self::META_PREFIX . $kind, array_keys( self::DEFAULTS ) );
	}
}

<?php
/**
 * The overlay a user chose for the cover of their profile.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Profile;

use Inkwell\Community\Storage\Storage_Unavailable;

/**
 * A fixed set of overlay styles (SPEC 2.8); the cover element carries the class `is-overlay-{value}`,
 * so a value names its style. Stored in user meta.
 *
 * @since 0.1.0
 */
final class Cover_Overlay {

	/** User meta holding the chosen value. */
	public const META = 'inkwell_cover_overlay';

	/** The value of users who never chose one. */
	public const DEFAULT = 'none';

	/**
	 * The values and their labels, in the order they are offered.
	 *
	 * @since 0.1.0
	 *
	 * @return array<string,string>
	 */
	public static function choices(): array {
		return array(
			'none'     => __( 'None', 'inkwell-community' ),
			'dark'     => __( 'Dark', 'inkwell-community' ),
			'light'    => __( 'Light', 'inkwell-community' ),
			'accent'   => __( 'Accent colour', 'inkwell-community' ),
			'gradient' => __( 'Gradient', 'inkwell-community' ),
		);
	}

	/**
	 * Whether a value is one of the choices.
	 *
	 * @since 0.1.0
	 *
	 * @param string $value The value.
	 */
	public static function is_valid( string $value ): bool {
		return array_key_exists( $value, self::choices() );
	}

	/**
	 * A user's overlay, or the default.
	 *
	 * @since 0.1.0
	 *
	 * @param int $user_id The user.
	 */
	public static function of( int $user_id ): string {
		$value = (string) get_user_meta( $user_id, self::META, true );
		return self::is_valid( $value ) ? $value : self::DEFAULT;
	}

	/**
	 * Stores a user's overlay; the caller has validated it.
	 *
	 * @since 0.1.0
	 *
	 * @param int    $user_id The user.
	 * @param string $value   One of the choices.
	 * @throws Storage_Unavailable When it is not stored.
	 */
	public static function save( int $user_id, string $value ): void {
		Storage_Unavailable::check_meta( update_user_meta( $user_id, self::META, $value ), 'user', $user_id, self::META, $value );
	}
}

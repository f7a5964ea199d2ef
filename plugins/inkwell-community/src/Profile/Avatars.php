<?php
/**
 * Avatars from the site itself: the user's profile image, else initials on a colour taken from the name.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Profile;

use Inkwell\Community\Profile\Profile_Image;
use WP_Comment;
use WP_Post;
use WP_User;

/**
 * A profile image uploaded on the account page is the avatar everywhere; without one, a local SVG of the
 * person's initials replaces Gravatar, so no avatar depends on (or reports readers to) a third party.
 *
 * @since 0.1.0
 */
final class Avatars {

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		add_filter( 'pre_get_avatar_data', array( $this, 'filter_avatar_data' ), 20, 2 );
		add_filter( 'get_avatar', array( $this, 'filter_avatar_html' ), 20, 6 );
	}

	/**
	 * Supplies the profile image, or the initials avatar, when no other plugin set a URL.
	 *
	 * @param array<string,mixed> $args        Avatar arguments.
	 * @param mixed               $id_or_email User id, e-mail, WP_User, WP_Post or WP_Comment.
	 * @return array<string,mixed>
	 */
	public function filter_avatar_data( $args, $id_or_email ): array {
		$args = (array) $args;
		/**
		 * Filters whether Inkwell draws avatars locally instead of asking Gravatar.
		 *
		 * @since 0.1.0
		 *
		 * @param bool $local True to draw initials avatars.
		 */
		if ( ! empty( $args['url'] ) ) {
			return $args;
		}
		$user  = $this->user_of( $id_or_email );
		$image = $user ? Profile_Image::url_of( $user->ID, (int) ( $args['size'] ?? 96 ) ) : '';
		if ( '' !== $image ) {
			$args['url']          = $image;
			$args['found_avatar'] = true;
			return $args;
		}
		if ( ! apply_filters( 'inkwell_local_avatars', true ) ) {
			return $args;
		}
		$args['url']          = $this->initials_url( $user ? $user->display_name : $this->name_of( $id_or_email ) );
		$args['found_avatar'] = true;
		return $args;
	}

	/**
	 * Rebuilds the <img> of an initials avatar: get_avatar() passes URLs through esc_url(), which drops
	 * data: URLs, while esc_attr() keeps them and is enough inside a quoted attribute.
	 *
	 * @param string|mixed        $html        The avatar HTML.
	 * @param mixed               $id_or_email Who.
	 * @param int|mixed           $size        Size in pixels.
	 * @param string|mixed        $fallback    Default avatar type (unused).
	 * @param string|mixed        $alt         Alternative text.
	 * @param array<string,mixed> $args        Avatar arguments, with the URL.
	 */
	public function filter_avatar_html( $html, $id_or_email, $size, $fallback, $alt, $args ): string {
		$url = is_array( $args ) ? (string) ( $args['url'] ?? '' ) : '';
		if ( ! str_starts_with( $url, 'data:image/svg+xml' ) ) {
			return (string) $html;
		}
		$class = array_merge( array( 'avatar', 'avatar-' . (int) $size, 'photo' ), (array) ( $args['class'] ?? array() ) );
		return sprintf(
			'<img alt="%s" src="%s" class="%s" height="%d" width="%d" loading="%s" decoding="async"%s>',
			esc_attr( (string) $alt ),
			esc_attr( $url ),
			esc_attr( implode( ' ', $class ) ),
			(int) ( $args['height'] ?? $size ),
			(int) ( $args['width'] ?? $size ),
			esc_attr( (string) ( $args['loading'] ?? 'lazy' ) ),
			empty( $args['extra_attr'] ) ? '' : ' ' . $args['extra_attr']
		);
	}

	/**
	 * A data: URL of an SVG with up to two initials on a colour derived from the name.
	 *
	 * @since 0.1.0
	 *
	 * @param string $name The person's name.
	 */
	public function initials_url( string $name ): string {
		$words    = preg_split( '/\s+/u', trim( $name ), -1, PREG_SPLIT_NO_EMPTY );
		$words    = $words ? $words : array( '?' );
		$initials = mb_strtoupper( mb_substr( $words[0], 0, 1 ) . ( count( $words ) > 1 ? mb_substr( end( $words ), 0, 1 ) : '' ) );
		$hue      = crc32( $name ) % 360;
		$svg      = sprintf(
			'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="hsl(%d,42%%,36%%)"/><text x="32" y="32" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="26" font-weight="600" fill="#fff">%s</text></svg>',
			$hue,
			esc_html( $initials )
		);
		return 'data:image/svg+xml;charset=utf-8,' . rawurlencode( $svg );
	}

	/**
	 * The registered user behind an avatar request, if any.
	 *
	 * @param mixed $id_or_email What get_avatar() was given.
	 */
	private function user_of( $id_or_email ): ?WP_User {
		if ( $id_or_email instanceof WP_Comment ) {
			$id_or_email = (int) $id_or_email->user_id;
		} elseif ( $id_or_email instanceof WP_Post ) {
			$id_or_email = (int) $id_or_email->post_author;
		} elseif ( is_string( $id_or_email ) && is_email( $id_or_email ) ) {
			$id_or_email = get_user_by( 'email', $id_or_email );
		}
		if ( is_numeric( $id_or_email ) && (int) $id_or_email > 0 ) {
			$id_or_email = get_userdata( (int) $id_or_email );
		}
		return $id_or_email instanceof WP_User ? $id_or_email : null;
	}

	/**
	 * The name behind an avatar request of someone without an account: a guest commenter or an e-mail.
	 *
	 * @param mixed $id_or_email What get_avatar() was given.
	 */
	private function name_of( $id_or_email ): string {
		if ( $id_or_email instanceof WP_Comment ) {
			return (string) $id_or_email->comment_author;
		}
		if ( is_string( $id_or_email ) && is_email( $id_or_email ) ) {
			return (string) strstr( $id_or_email, '@', true );
		}
		return is_string( $id_or_email ) ? $id_or_email : '';
	}
}

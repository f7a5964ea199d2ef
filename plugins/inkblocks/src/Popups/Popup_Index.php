<?php
/**
 * Where each published popup shows, kept so that a page reads no popup it does not print.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Popups;

/**
 * The 50 newest published popups, each with its display conditions and audience, in one
 * autoloaded option: every page asks which popups apply to it, and few do.
 *
 * The index is kept with the write token read before it was built, and used only while the token is the
 * same. A change to a popup or its settings gives a new token after it is stored, so the next page builds
 * the index again, and an index built while a change landed is never used (deleting the index alone would
 * let that build store it afterwards).
 *
 * @since 0.6.0
 */
final class Popup_Index {

	/** The option holding the index: array{token: string, popups: array<int, array{conditions: string[], audience: string}>}. */
	public const OPTION = 'inkblocks_popup_index';

	/** The option holding the index's write token (autoloaded, so reading it costs no query). */
	public const TOKEN = 'inkblocks_popup_index_token';

	/**
	 * Registers the hooks that renew the index's write token.
	 */
	public function add_hooks(): void {
		add_action( 'clean_post_cache', array( $this, 'forget_on_post' ), 10, 2 );
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $hook ) {
			add_action( $hook, array( $this, 'forget_on_meta' ), 10, 3 );
		}
	}

	/**
	 * The index, built and stored when it is missing.
	 *
	 * @since 0.6.0
	 *
	 * @return array<int, array{conditions: string[], audience: string}>
	 */
	public static function get(): array {
		$token = self::token();
		$kept  = get_option( self::OPTION );
		if ( is_array( $kept ) && ( $kept['token'] ?? null ) === $token && is_array( $kept['popups'] ?? null ) ) {
			return $kept['popups'];
		}
		$index = array();
		$ids   = get_posts(
			array(
				'post_type'              => Popup_Post_Type::POST_TYPE,
				'post_status'            => 'publish',
				'posts_per_page'         => 50, // A page considers the 50 newest.
				'no_found_rows'          => true,
				'fields'                 => 'ids',
				'update_post_term_cache' => false,
			)
		);
		update_meta_cache( 'post', $ids );
		foreach ( $ids as $id ) {
			$settings     = Popup_Post_Type::settings( (int) $id );
			$index[ $id ] = array(
				'conditions' => array_map( 'strval', (array) $settings['conditions'] ),
				'audience'   => (string) $settings['audience'],
			);
		}
		update_option(
			self::OPTION,
			array(
				'token'  => $token,
				'popups' => $index,
			),
			true
		);
		return $index;
	}

	/**
	 * The current write token, added when there is none.
	 */
	private static function token(): string {
		$token = get_option( self::TOKEN );
		if ( is_string( $token ) && '' !== $token ) {
			return $token;
		}
		$token = bin2hex( random_bytes( 8 ) );
		if ( add_option( self::TOKEN, $token, '', true ) ) {
			return $token;
		}
		// Another request added one first: theirs is the current one.
		$current = get_option( self::TOKEN );
		return is_string( $current ) && '' !== $current ? $current : $token;
	}

	/**
	 * Gives the index a new write token: the kept index is built again.
	 */
	private static function forget(): void {
		update_option( self::TOKEN, bin2hex( random_bytes( 8 ) ), true );
	}

	/**
	 * Forgets the index when a popup is saved, published, trashed or deleted.
	 *
	 * @param int           $post_id The post.
	 * @param \WP_Post|null $post    The post object.
	 */
	public function forget_on_post( $post_id, $post = null ): void {
		if ( $post instanceof \WP_Post && Popup_Post_Type::POST_TYPE === $post->post_type ) {
			self::forget();
		}
	}

	/**
	 * Forgets the index when a popup's settings change.
	 *
	 * @param int|int[] $meta_ids  The meta rows.
	 * @param int       $object_id The post.
	 * @param string    $meta_key  The meta key.
	 */
	public function forget_on_meta( $meta_ids, $object_id, $meta_key ): void {
		if ( Popup_Post_Type::SETTINGS_META === $meta_key && Popup_Post_Type::POST_TYPE === get_post_type( (int) $object_id ) ) {
			self::forget();
		}
	}
}

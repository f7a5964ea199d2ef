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
 * autoloaded option: every page asks which popups apply to it, and few do. The option is dropped when a
 * popup or its settings change, and built again by the next page.
 *
 * @since 0.6.0
 */
final class Popup_Index {

	/** The option holding the index: popup ID => array{conditions: string[], audience: string}. */
	public const OPTION = 'inkblocks_popup_index';

	/**
	 * Registers the hooks that drop the index.
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
		$index = get_option( self::OPTION );
		if ( is_array( $index ) ) {
			return $index;
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
		update_option( self::OPTION, $index, true );
		return $index;
	}

	/**
	 * Drops the index when a popup is saved, published, trashed or deleted.
	 *
	 * @param int           $post_id The post.
	 * @param \WP_Post|null $post    The post object.
	 */
	public function forget_on_post( $post_id, $post = null ): void {
		if ( $post instanceof \WP_Post && Popup_Post_Type::POST_TYPE === $post->post_type ) {
			delete_option( self::OPTION );
		}
	}

	/**
	 * Drops the index when a popup's settings change.
	 *
	 * @param int|int[] $meta_ids  The meta rows.
	 * @param int       $object_id The post.
	 * @param string    $meta_key  The meta key.
	 */
	public function forget_on_meta( $meta_ids, $object_id, $meta_key ): void {
		if ( Popup_Post_Type::SETTINGS_META === $meta_key && Popup_Post_Type::POST_TYPE === get_post_type( (int) $object_id ) ) {
			delete_option( self::OPTION );
		}
	}
}

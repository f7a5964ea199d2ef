<?php
/**
 * The load-more routes of the community API.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Rest;

use Inkwell\Community\Lists\Cursor;
use Inkwell\Community\Lists\Paged_Lists;
use WP_REST_Request;

/**
 * POST /fup/load-more (type, offset, user_id, hash), /fup/load-more-stories (user_id, hash) and
 * /fup/load-more-categories (hash). Each answers {code: 'success', data: [html]}, with data empty once
 * the list is exhausted. The signed cursor must name the list and owner asked for, and private lists
 * are served only to their owner.
 *
 * @since 0.1.0
 */
final class Load_More_Controller extends Route_Controller {

	/**
	 * Creates the controller.
	 *
	 * @param Paged_Lists $lists The lists.
	 */
	public function __construct( private readonly Paged_Lists $lists ) {
	}

	/**
	 * Registers the routes.
	 *
	 * @since 0.1.0
	 */
	public function register_routes(): void {
		$hash    = array(
			'description' => __( 'The signed cursor of the list.', 'inkwell-community' ),
			'type'        => 'string',
			'required'    => true,
			'maxLength'   => 200,
		);
		$user_id = array(
			'description' => __( 'The owner of the list (0 for the feed).', 'inkwell-community' ),
			'type'        => 'integer',
			'minimum'     => 0,
			'required'    => true,
		);
		$this->register_action(
			'/load-more',
			fn( WP_REST_Request $r ) => $this->more( (string) $r['type'], (int) $r['user_id'], (string) $r['hash'], (int) $r['offset'] ),
			array(
				'type'    => array(
					'description' => __( 'The list.', 'inkwell-community' ),
					'type'        => 'string',
					'enum'        => Paged_Lists::LOAD_MORE_TYPES,
					'required'    => true,
				),
				'offset'  => array(
					'description' => __( 'How many pages after the cursor.', 'inkwell-community' ),
					'type'        => 'integer',
					'minimum'     => 1,
					'maximum'     => 10,
					'default'     => 1,
				),
				'user_id' => $user_id,
				'hash'    => $hash,
			)
		);
		$this->register_action(
			'/load-more-stories',
			fn( WP_REST_Request $r ) => $this->more( 'stories', (int) $r['user_id'], (string) $r['hash'] ),
			array(
				'user_id' => $user_id,
				'hash'    => $hash,
			)
		);
		$this->register_action(
			'/load-more-categories',
			fn( WP_REST_Request $r ) => $this->more( 'categories', null, (string) $r['hash'] ),
			array( 'hash' => $hash )
		);
	}

	/**
	 * The next page of a list.
	 *
	 * @param string   $list  The list asked for.
	 * @param int|null $owner The owner asked for; null when the route takes it from the cursor alone.
	 * @param string   $hash  The signed cursor.
	 * @param int      $pages How many pages.
	 * @return array{code: string, data: string[]}
	 * @throws Request_Exception When the cursor is forged or names another list, or the list is private.
	 */
	private function more( string $list, ?int $owner, string $hash, int $pages = 1 ): array {
		$cursor = Cursor::decode( $hash );
		if ( null === $cursor || $cursor->list !== $list || ( null !== $owner && $cursor->owner !== $owner ) ) {
			throw Request_Exception::invalid( __( 'This list cannot be continued. Please reload the page.', 'inkwell-community' ) );
		}
		if ( Paged_Lists::is_private( $list ) && get_current_user_id() !== $cursor->owner ) {
			throw Request_Exception::forbidden( 'inkwell_private_list', __( 'Only its owner can see this list.', 'inkwell-community' ) );
		}
		$page = $this->lists->render( $cursor, max( 1, $pages ) );
		return array(
			'code' => 'success',
			'data' => '' === $page['html'] ? array() : array( $page['html'] ),
		);
	}
}

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
use Inkwell\Community\Rules\Rate_Limits;
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
	 * @param Paged_Lists $lists  The lists.
	 * @param Rate_Limits $limits The per-person limits (reads have none by default).
	 */
	public function __construct( private readonly Paged_Lists $lists, Rate_Limits $limits ) {
		parent::__construct( $limits );
	}

	public const ROUTES = array(
		'/load-more'            => array( 'more_of_type', true ),
		'/load-more-stories'    => array( 'more_stories', true ),
		'/load-more-categories' => array( 'more_categories', true ),
	);

	/**
	 * Argument schema of a route: the signed cursor, the owner and, for /load-more, the list and offset.
	 *
	 * @param string $path Route path.
	 * @return array<string,array<string,mixed>>
	 */
	protected function route_args( string $path ): array {
		$args = array(
			'hash' => array(
				'description' => __( 'The signed cursor of the list.', 'inkwell-community' ),
				'type'        => 'string',
				'required'    => true,
				'maxLength'   => 200,
			),
		);
		if ( '/load-more-categories' === $path ) {
			return $args;
		}
		$args['user_id'] = array(
			'description' => __( 'The owner of the list (0 for the feed).', 'inkwell-community' ),
			'type'        => 'integer',
			'minimum'     => 0,
			'required'    => true,
		);
		if ( '/load-more' === $path ) {
			$args['type']   = array(
				'description' => __( 'The list.', 'inkwell-community' ),
				'type'        => 'string',
				'enum'        => Paged_Lists::LOAD_MORE_TYPES,
				'required'    => true,
			);
			$args['offset'] = array(
				'description' => __( 'How many pages after the cursor.', 'inkwell-community' ),
				'type'        => 'integer',
				'minimum'     => 1,
				'maximum'     => 10,
				'default'     => 1,
			);
		}
		return $args;
	}

	/**
	 * /load-more: the next page of the list its `type` names.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return array{code: string, data: string[]}
	 */
	protected function more_of_type( WP_REST_Request $request ): array {
		return $this->more( (string) $request['type'], (int) $request['user_id'], (string) $request['hash'], (int) $request['offset'] );
	}

	/**
	 * /load-more-stories: the next page of an author's stories.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return array{code: string, data: string[]}
	 */
	protected function more_stories( WP_REST_Request $request ): array {
		return $this->more( 'stories', (int) $request['user_id'], (string) $request['hash'] );
	}

	/**
	 * /load-more-categories: the next page of the feed's categories.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return array{code: string, data: string[]}
	 */
	protected function more_categories( WP_REST_Request $request ): array {
		return $this->more( 'categories', null, (string) $request['hash'] );
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

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

	public const ROUTES = array(
		'/load-more'            => array( 'more_of_type', true ),
		'/load-more-stories'    => array( 'more_stories', true ),
		'/load-more-categories' => array( 'more_categories', true ),
	);

	/** Most pages one call may ask for (`offset`). */
	private const MAX_PAGES = 10;

	/**
	 * Creates the controller.
	 *
	 * @param Paged_Lists $lists  The lists.
	 * @param Rate_Limits $limits The per-person limits (reads have none by default).
	 */
	public function __construct( private readonly Paged_Lists $lists, Rate_Limits $limits ) {
		parent::__construct( $limits );
	}

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
				'maximum'     => self::MAX_PAGES,
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
	 * Whether the page a load-more request asks for is in the page cache, so the route can be served before
	 * `init` (Early_Dispatch). Reads the form fields as sent; the REST server validates them when it serves.
	 *
	 * @since 0.2.0
	 *
	 * @param string $route The route asked for, such as '/fup/load-more-stories'.
	 */
	public function is_cached( string $route ): bool {
		$field = static function ( string $name ): string {
			// phpcs:ignore WordPress.Security.NonceVerification -- a cache look-up; the REST server checks the nonce when it serves.
			$value = $_POST[ $name ] ?? $_GET[ $name ] ?? '';
			return is_string( $value ) ? sanitize_text_field( wp_unslash( $value ) ) : '';
		};
		$pages = 1;
		switch ( $route ) {
			case '/fup/load-more':
				$offset = '' === $field( 'offset' ) ? '1' : $field( 'offset' );
				if ( ! ctype_digit( $offset ) || (int) $offset < 1 || (int) $offset > self::MAX_PAGES ) {
					return false;
				}
				$pages  = (int) $offset;
				$cursor = $this->cursor( $field( 'type' ), (int) $field( 'user_id' ), $field( 'hash' ) );
				break;
			case '/fup/load-more-stories':
				$cursor = $this->cursor( 'stories', (int) $field( 'user_id' ), $field( 'hash' ) );
				break;
			default:
				$cursor = $this->cursor( 'categories', null, $field( 'hash' ) );
		}
		return null !== $cursor && $this->may_read( $cursor ) && $this->lists->is_cached( $cursor, $pages );
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
		$cursor = $this->cursor( $list, $owner, $hash );
		if ( null === $cursor ) {
			throw Request_Exception::invalid( __( 'This list cannot be continued. Please reload the page.', 'inkwell-community' ) );
		}
		if ( ! $this->may_read( $cursor ) ) {
			throw Request_Exception::forbidden( 'inkwell_private_list', __( 'Only its owner can see this list.', 'inkwell-community' ) );
		}
		$html = $this->lists->cached_html( $cursor, max( 1, $pages ) );
		return array(
			'code' => 'success',
			'data' => '' === $html ? array() : array( $html ),
		);
	}

	/**
	 * The cursor of a `hash` when it is genuine and names the list and owner asked for, else null.
	 *
	 * @param string   $list  The list asked for.
	 * @param int|null $owner The owner asked for; null when the route takes it from the cursor alone.
	 * @param string   $hash  The signed cursor.
	 */
	private function cursor( string $list, ?int $owner, string $hash ): ?Cursor {
		$cursor = Cursor::decode( $hash );
		return null === $cursor || $cursor->list !== $list || ( null !== $owner && $cursor->owner !== $owner ) ? null : $cursor;
	}

	/**
	 * Whether the current user may read the list: private lists are their owner's alone.
	 *
	 * @param Cursor $cursor The list.
	 */
	private function may_read( Cursor $cursor ): bool {
		return ! Paged_Lists::is_private( $cursor->list ) || get_current_user_id() === $cursor->owner;
	}
}

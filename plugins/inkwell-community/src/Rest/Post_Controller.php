<?php
/**
 * The post routes of the community API: like, unlike, bookmark and unbookmark.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Rest;

use Inkwell\Community\Rules\Rate_Limits;
use Inkwell\Community\Storage\Relations;
use WP_REST_Request;

/**
 * POST /fup/post/like, /fup/post/unlike, /fup/post/bookmark and /fup/post/unbookmark.
 *
 * @since 0.1.0
 */
final class Post_Controller extends Route_Controller {

	public const ROUTES = array(
		'/post/like'       => array( 'like', true ),
		'/post/unlike'     => array( 'like', false ),
		'/post/bookmark'   => array( 'bookmark', true ),
		'/post/unbookmark' => array( 'bookmark', false ),
	);

	/**
	 * Creates the controller.
	 *
	 * @param Relations   $relations The relations store.
	 * @param Rate_Limits $limits    The per-person limits.
	 */
	public function __construct( private readonly Relations $relations, Rate_Limits $limits ) {
		parent::__construct( $limits );
	}

	/**
	 * Argument schema of every route: the post id.
	 *
	 * @param string $path Route path.
	 * @return array<string,array<string,mixed>>
	 */
	protected function route_args( string $path ): array {
		return $this->id_arg( __( 'The post id.', 'inkwell-community' ) );
	}

	/**
	 * Likes or unlikes a post for the current user; the answer's message is post-like or post-unlike.
	 *
	 * @param WP_REST_Request $request The request.
	 * @param bool            $like    True to like, false to unlike.
	 * @return array{message: string, id: int, liked: bool, count: int}
	 */
	protected function like( WP_REST_Request $request, bool $like ): array {
		$post    = $this->visible_post( (int) $request['id'] );
		$user_id = get_current_user_id();
		if ( $like ) {
			$this->relations->add( $user_id, Relations::LIKE, Relations::POST, $post->ID );
		} else {
			$this->relations->remove( $user_id, Relations::LIKE, Relations::POST, $post->ID );
		}
		return array(
			'message' => $like ? Messages::POST_LIKE : Messages::POST_UNLIKE,
			'id'      => $post->ID,
			'liked'   => $like,
			'count'   => $this->relations->count( Relations::LIKE, Relations::POST, $post->ID ),
		);
	}

	/**
	 * Bookmarks or unbookmarks a post for the current user; the message is post-bookmark or post-unbookmark.
	 *
	 * @param WP_REST_Request $request  The request.
	 * @param bool            $bookmark True to bookmark, false to remove the bookmark.
	 * @return array{message: string, id: int, active: bool}
	 */
	protected function bookmark( WP_REST_Request $request, bool $bookmark ): array {
		$post = $this->visible_post( (int) $request['id'] );
		$this->toggle( $this->relations, $bookmark, Relations::BOOKMARK, Relations::POST, $post->ID );
		return array(
			'message' => $bookmark ? Messages::POST_BOOKMARK : Messages::POST_UNBOOKMARK,
			'id'      => $post->ID,
			'active'  => $bookmark,
		);
	}
}

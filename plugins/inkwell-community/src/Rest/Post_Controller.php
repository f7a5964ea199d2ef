<?php
/**
 * The post routes of the community API: like and unlike.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Rest;

use Inkwell\Community\Storage\Relations;
use WP_Post;
use WP_REST_Request;

/**
 * POST /fup/post/like and /fup/post/unlike.
 *
 * @since 0.1.0
 */
final class Post_Controller extends Route_Controller {

	/**
	 * Creates the controller.
	 *
	 * @param Relations $relations The relations store.
	 */
	public function __construct( private readonly Relations $relations ) {
	}

	/**
	 * Registers the routes.
	 *
	 * @since 0.1.0
	 */
	public function register_routes(): void {
		$id = $this->id_arg( __( 'The post id.', 'inkwell-community' ) );
		$this->register_action( '/post/like', fn( WP_REST_Request $r ) => $this->like( $r, true ), $id );
		$this->register_action( '/post/unlike', fn( WP_REST_Request $r ) => $this->like( $r, false ), $id );
	}

	/**
	 * Likes or unlikes a post for the current user; the answer's message is post-like or post-unlike.
	 *
	 * @param WP_REST_Request $request The request.
	 * @param bool            $like    True to like, false to unlike.
	 * @return array{message: string, id: int, liked: bool, count: int}
	 */
	private function like( WP_REST_Request $request, bool $like ): array {
		$post    = $this->visible_post( (int) $request['id'] );
		$user_id = get_current_user_id();
		if ( $like ) {
			$this->relations->add( $user_id, Relations::LIKE, Relations::POST, $post->ID );
		} else {
			$this->relations->remove( $user_id, Relations::LIKE, Relations::POST, $post->ID );
		}
		return array(
			'message' => $like ? 'post-like' : 'post-unlike',
			'id'      => $post->ID,
			'liked'   => $like,
			'count'   => $this->relations->count( Relations::LIKE, Relations::POST, $post->ID ),
		);
	}

	/**
	 * The published, publicly viewable article with this id.
	 *
	 * @param int $id Post id.
	 * @throws Request_Exception When there is no such article.
	 */
	private function visible_post( int $id ): WP_Post {
		$post = get_post( $id );
		if ( ! $post instanceof WP_Post || 'post' !== $post->post_type || 'publish' !== $post->post_status
			|| ! is_post_publicly_viewable( $post ) || post_password_required( $post ) ) {
			throw Request_Exception::not_found( __( 'That article does not exist or is not published.', 'inkwell-community' ) );
		}
		return $post;
	}
}

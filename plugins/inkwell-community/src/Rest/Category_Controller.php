<?php
/**
 * The category routes of the community API: follow and unfollow.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Rest;

use Inkwell\Community\Rules\Rate_Limits;
use Inkwell\Community\Storage\Relations;
use WP_REST_Request;

/**
 * POST /fup/category/follow and /fup/category/unfollow.
 *
 * @since 0.1.0
 */
final class Category_Controller extends Route_Controller {

	public const ROUTES = array(
		'/category/follow'   => array( 'follow', true ),
		'/category/unfollow' => array( 'follow', false ),
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
	 * Argument schema of every route: the category id.
	 *
	 * @param string $path Route path.
	 * @return array<string,array<string,mixed>>
	 */
	protected function route_args( string $path ): array {
		return $this->id_arg( __( 'The category id.', 'inkwell-community' ) );
	}

	/**
	 * Follows or unfollows a category; the message is category-follow or category-unfollow.
	 *
	 * @param WP_REST_Request $request The request.
	 * @param bool            $follow  True to follow, false to unfollow.
	 * @return array{message: string, id: int, active: bool}
	 */
	protected function follow( WP_REST_Request $request, bool $follow ): array {
		$term = $this->existing_category( (int) $request['id'] );
		$this->toggle( $this->relations, $follow, Relations::FOLLOW, Relations::CATEGORY, $term->term_id );
		return array(
			'message' => $follow ? Messages::CATEGORY_FOLLOW : Messages::CATEGORY_UNFOLLOW,
			'id'      => $term->term_id,
			'active'  => $follow,
		);
	}
}

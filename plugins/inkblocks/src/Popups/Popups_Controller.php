<?php
/**
 * The published popups for the block editor's popup picker.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Popups;

use Inkblocks\Rest\Editor_List_Controller;
use WP_Post;
use WP_REST_Response;

/**
 * GET /inkblocks/v1/popups: every published popup with its title and content type, for people who edit posts
 * (the Popup trigger block's picker).
 *
 * @since 0.3.0
 */
final class Popups_Controller extends Editor_List_Controller {

	/**
	 * The resource base.
	 *
	 * @var string
	 */
	protected $rest_base = 'popups';

	/**
	 * The translated message of the refusal.
	 */
	protected function forbidden_message(): string {
		return __( 'Sorry, you are not allowed to see the popups.', 'inkblocks' );
	}

	/**
	 * The published popups, by title: id, title (plain text) and content type (default or post-content).
	 *
	 * @since 0.3.0
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return WP_REST_Response
	 */
	public function get_items( $request ): WP_REST_Response {
		$popups = get_posts(
			array(
				'post_type'      => Popup_Post_Type::POST_TYPE,
				'post_status'    => 'publish',
				'has_password'   => false,
				'posts_per_page' => 100,
				'orderby'        => 'title',
				'order'          => 'ASC',
				'no_found_rows'  => true,
			)
		);
		return new WP_REST_Response(
			array_map(
				static fn ( WP_Post $popup ): array => array(
					'id'          => $popup->ID,
					'title'       => wp_strip_all_tags( $popup->post_title ),
					'contentType' => (string) Popup_Post_Type::settings( $popup->ID )['content-type'],
				),
				$popups
			)
		);
	}
}

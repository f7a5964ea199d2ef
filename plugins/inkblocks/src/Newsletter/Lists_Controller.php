<?php
/**
 * The mailing lists for the block editor's list picker.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Newsletter;

use Inkblocks\Rest\Editor_List_Controller;
use WP_REST_Response;

/**
 * GET /inkblocks/v1/newsletter-lists: every list with its subscriber counts, for people who edit posts.
 *
 * @since 0.2.0
 */
final class Lists_Controller extends Editor_List_Controller {

	/**
	 * The resource base.
	 *
	 * @var string
	 */
	protected $rest_base = 'newsletter-lists';

	/**
	 * Creates the controller.
	 *
	 * @param Subscribers $subscribers Storage.
	 */
	public function __construct( private readonly Subscribers $subscribers ) {
	}

	/**
	 * The translated message of the refusal.
	 */
	protected function forbidden_message(): string {
		return __( 'Sorry, you are not allowed to see the mailing lists.', 'inkblocks' );
	}

	/**
	 * Every list: id, name and the number of confirmed, pending and unsubscribed subscribers.
	 *
	 * @since 0.2.0
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return WP_REST_Response
	 */
	public function get_items( $request ): WP_REST_Response {
		return new WP_REST_Response( $this->subscribers->lists_with_counts() );
	}
}

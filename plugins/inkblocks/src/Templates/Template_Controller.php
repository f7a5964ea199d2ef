<?php
/**
 * The tab and accordion template route (SPEC 7.7).
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Templates;

use WP_Error;
use WP_Post;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * GET /wp-json/{namespace}/block-template?id=&dev=: a synced pattern (`wp_block` post) rendered for a tab or
 * accordion panel, with the scripts and styles its blocks need. Anyone may read a published pattern; dev=true
 * shows the current content of any pattern, only to users who can edit it. Registered twice, with the same
 * behaviour: /wp-json/inkblocks-tabs-api/v1/block-template and /wp-json/inkblocks-elements-api/v1/block-template.
 *
 * @since 0.2.0
 */
final class Template_Controller extends \WP_REST_Controller {

	/** Namespace of the tabs and accordion templates (SPEC 7.7). */
	public const TABS_NAMESPACE = 'inkblocks-tabs-api/v1';

	/** Namespace of the elements templates (SPEC 7.7), same behaviour. */
	public const ELEMENTS_NAMESPACE = 'inkblocks-elements-api/v1';

	/** The route below each namespace. */
	public const ROUTE = '/block-template';

	/**
	 * Patterns being rendered, so a pattern that contains itself stops instead of looping.
	 *
	 * @var array<int, true>
	 */
	private static array $rendering = array();

	/**
	 * Creates the controller for one namespace.
	 *
	 * @param string $api_namespace TABS_NAMESPACE or ELEMENTS_NAMESPACE.
	 */
	public function __construct( string $api_namespace ) {
		$this->namespace = $api_namespace;
		$this->rest_base = ltrim( self::ROUTE, '/' );
	}

	/**
	 * Registers the route on rest_api_init.
	 */
	public function add_hooks(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * Registers GET block-template.
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			self::ROUTE,
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_item' ),
				'permission_callback' => array( $this, 'get_item_permissions_check' ),
				'args'                => array(
					'id'  => array(
						'description' => __( 'Id of the synced pattern.', 'inkblocks' ),
						'type'        => 'integer',
						'minimum'     => 1,
						'required'    => true,
					),
					'dev' => array(
						'description' => __( 'Show the current content of an unpublished pattern (editors only).', 'inkblocks' ),
						'type'        => 'boolean',
						'default'     => false,
					),
				),
			)
		);
	}

	/**
	 * Unknown ids are 404; unpublished or protected patterns need dev=true and the right to edit them.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return true|WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		$post = self::pattern( (int) $request['id'] );
		if ( ! $post ) {
			return new WP_Error( 'inkblocks_template_not_found', __( 'No such template.', 'inkblocks' ), array( 'status' => 404 ) );
		}
		if ( $request['dev'] ) {
			return current_user_can( 'edit_post', $post->ID ) ? true : new WP_Error(
				'inkblocks_template_dev_forbidden',
				__( 'Only people who can edit this template may preview it.', 'inkblocks' ),
				array( 'status' => rest_authorization_required_code() )
			);
		}
		if ( 'publish' !== $post->post_status || post_password_required( $post ) ) {
			return new WP_Error(
				'inkblocks_template_forbidden',
				__( 'This template is not published.', 'inkblocks' ),
				array( 'status' => rest_authorization_required_code() )
			);
		}
		return true;
	}

	/**
	 * Renders the pattern and lists the assets its blocks enqueued.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return WP_REST_Response
	 */
	public function get_item( $request ) {
		$post     = self::pattern( (int) $request['id'] );
		$scripts  = wp_scripts()->queue;
		$styles   = wp_styles()->queue;
		$content  = $post ? self::render( $post ) : '';
		$response = new WP_REST_Response(
			array(
				'template_content' => $content,
				'template_scripts' => self::sources( wp_scripts(), array_diff( wp_scripts()->queue, $scripts ) ),
				'template_styles'  => self::sources( wp_styles(), array_diff( wp_styles()->queue, $styles ) ),
			)
		);
		if ( $request['dev'] ) {
			$response->header( 'Cache-Control', 'no-store' );
		}
		return $response;
	}

	/**
	 * Renders a pattern's blocks; a pattern already being rendered (it contains itself) renders nothing.
	 *
	 * @since 0.2.0
	 *
	 * @param WP_Post $post The wp_block post.
	 */
	public static function render( WP_Post $post ): string {
		if ( isset( self::$rendering[ $post->ID ] ) ) {
			return '';
		}
		self::$rendering[ $post->ID ] = true;
		try {
			return do_blocks( $post->post_content );
		} finally {
			unset( self::$rendering[ $post->ID ] );
		}
	}

	/**
	 * A synced pattern by id, or null.
	 *
	 * @since 0.2.0
	 *
	 * @param int $id Post id.
	 */
	public static function pattern( int $id ): ?WP_Post {
		$post = $id > 0 ? get_post( $id ) : null;
		return $post instanceof WP_Post && 'wp_block' === $post->post_type ? $post : null;
	}

	/**
	 * Absolute URLs of enqueued handles with their dependencies, in load order, keyed by handle.
	 *
	 * @param \WP_Scripts|\WP_Styles $deps    Scripts or styles.
	 * @param array<string>          $handles Handles the pattern enqueued.
	 * @return array<string, string>|object An empty JSON object when there are none.
	 */
	private static function sources( \WP_Scripts|\WP_Styles $deps, array $handles ) {
		$saved       = $deps->to_do;
		$deps->to_do = array();
		$deps->all_deps( array_values( $handles ) );
		/**
		 * The queue, which all_deps() filled.
		 *
		 * @var array<int, string> $ordered
		 */
		$ordered     = $deps->to_do;
		$deps->to_do = $saved;

		$urls = array();
		foreach ( $ordered as $handle ) {
			$item = $deps->registered[ $handle ] ?? null;
			if ( ! $item || ! is_string( $item->src ) || '' === $item->src ) {
				continue;
			}
			$src = $item->src;
			if ( ! preg_match( '#^(https?:)?//#', $src ) ) {
				$src = $deps->base_url . $src;
			}
			$version         = null === $item->ver ? false : ( $item->ver ? $item->ver : $deps->default_version );
			$urls[ $handle ] = $version ? add_query_arg( 'ver', rawurlencode( (string) $version ), $src ) : $src;
		}
		return $urls ? $urls : (object) array();
	}
}

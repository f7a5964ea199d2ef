<?php
/**
 * The paginated posts widget: the `inkwell/posts` block and its pagination call.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Posts;

use Inkwell\Community\Frontend\Template;
use Inkwell\Community\Rest\Early_Dispatch;
use Inkwell\Community\Storage\Page_Cache;
use WP_Query;

/**
 * Renders a page of public articles (optionally of one category) with page-number links carrying
 * `inkwell_page`; the block's view script swaps pages in place through admin-ajax
 * `inkwell_widget_get_posts` (SPEC 2.4, 7.3). Without JavaScript the links reload the page at that page
 * number. The block itself is widgets-src/inkwell-community/posts/.
 *
 * A page a call answers is kept in the page cache; a call whose page is there is answered before `init`
 * (the community's fast-path switch, Early_Dispatch::enabled(), allows it), the way admin-ajax would.
 *
 * @since 0.1.0
 */
final class Posts_Widget {

	/** The admin-ajax action of SPEC 7.3. */
	public const ACTION = 'inkwell_widget_get_posts';

	/** The page-number query parameter of SPEC 2.4. */
	public const PAGE_PARAM = 'inkwell_page';

	/**
	 * Nonce action of the `check` field: the REST nonce, SPEC's {token} of the community calls too, so the
	 * client refreshes it the same way when a page stays open past its lifetime.
	 */
	private const NONCE = 'wp_rest';

	/**
	 * Creates the widget.
	 *
	 * @param Page_Cache $pages Keeps the pages calls answer.
	 */
	public function __construct( private readonly Page_Cache $pages ) {
	}

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		// Last before init, as the community's other fast paths.
		add_action( 'after_setup_theme', array( $this, 'answer_cached_page_early' ), PHP_INT_MAX );
		add_action( 'wp_ajax_' . self::ACTION, array( $this, 'answer_page' ) );
		add_action( 'wp_ajax_nopriv_' . self::ACTION, array( $this, 'answer_page' ) );
	}

	/**
	 * The whole widget: wrapper with the signed settings, then the page's content.
	 *
	 * @since 0.1.0
	 *
	 * @param array{category: int, perPage: int} $settings Normalised settings.
	 * @param int                                $page     Page number.
	 * @param string                             $heading  The list's heading, typed on the canvas ('' for none).
	 */
	public function render( array $settings, int $page, string $heading = '' ): string {
		$wrapper = get_block_wrapper_attributes( array( 'class' => 'inkwell-posts' ) );
		$wrapper = '' === $wrapper ? 'class="inkwell-posts"' : $wrapper;
		// Bold and italic only: what the heading's RichText offers.
		$heading = trim(
			wp_kses(
				$heading,
				array(
					'strong' => array(),
					'em'     => array(),
				)
			)
		);
		return sprintf(
			'<section %s data-ajax-url="%s" data-params="%s" data-check="%s">%s<div class="inkwell-posts__content">%s</div></section>',
			$wrapper,
			esc_url( admin_url( 'admin-ajax.php' ) ),
			esc_attr( Params::sign( $settings ) ),
			// Guests get no per-user nonce, so their pages stay cacheable; the signature protects params.
			is_user_logged_in() ? esc_attr( wp_create_nonce( self::NONCE ) ) : '',
			'' !== $heading ? '<h2 class="inkwell-posts__heading">' . $heading . '</h2>' : '',
			$this->render_page( $settings, $page )
		);
	}

	/**
	 * One page of the widget: the cards and the page-number links.
	 *
	 * @since 0.1.0
	 *
	 * @param array{category: int, perPage: int} $settings Normalised settings.
	 * @param int                                $page     Page number.
	 */
	public function render_page( array $settings, int $page ): string {
		$args = array(
			'post_type'           => 'post',
			'post_status'         => 'publish',
			'has_password'        => false,
			'posts_per_page'      => $settings['perPage'],
			'paged'               => $page,
			'ignore_sticky_posts' => true,
		);
		if ( $settings['category'] ) {
			// A topic lists its subtopics' articles too (Health shows Medical).
			$args['tax_query'] = array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- the widget's purpose.
				array(
					'taxonomy'         => 'category',
					'terms'            => array( $settings['category'] ),
					'include_children' => true,
				),
			);
		}
		$query = new WP_Query( $args );
		$html  = Template::render(
			'posts-widget',
			array(
				'query' => $query,
				'page'  => $page,
				'pages' => (int) $query->max_num_pages,
				'links' => $this->page_links( (int) $query->max_num_pages, $page ),
			)
		);
		wp_reset_postdata();
		return $html;
	}

	/**
	 * Answers `inkwell_widget_get_posts`: the HTML of the requested page of a widget.
	 */
	public function answer_page(): void {
		$call = $this->read_call();
		if ( 'session' === $call['error'] ) {
			wp_send_json_error( array( 'message' => __( 'Your session has expired. Please reload the page.', 'inkwell-community' ) ), 403 );
		}
		if ( 'params' === $call['error'] ) {
			wp_send_json_error( array( 'message' => __( 'These list settings are not valid.', 'inkwell-community' ) ), 400 );
		}
		if ( 'page' === $call['error'] ) {
			wp_send_json_error( array( 'message' => __( 'Please ask for a page number from 1.', 'inkwell-community' ) ), 400 );
		}
		header( 'Content-Type: text/html; charset=' . get_option( 'blog_charset' ) );
		$html = $this->pages->remember(
			$this->cache_key( $call['settings'], $call['page'] ),
			array( Page_Cache::POSTS ),
			fn (): string => $this->render_page( $call['settings'], $call['page'] )
		);
		echo $html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in the template.
		wp_die( '', '', array( 'response' => 200 ) );
	}

	/**
	 * Answers a valid `inkwell_widget_get_posts` call whose page is cached before `init`, with the headers
	 * admin-ajax.php sends, and ends the request; any other request goes on its usual way.
	 */
	public function answer_cached_page_early(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- routing only; read_call() checks the nonce.
		if ( ! wp_doing_ajax() || ! isset( $_REQUEST['action'] ) || self::ACTION !== $_REQUEST['action'] || ! Early_Dispatch::enabled( 'admin-ajax:' . self::ACTION ) ) {
			return;
		}
		$call = $this->read_call();
		$html = null === $call['error'] ? $this->pages->get( $this->cache_key( $call['settings'], $call['page'] ), array( Page_Cache::POSTS ) ) : null;
		if ( null === $html ) {
			return;
		}
		send_origin_headers();
		header( 'Content-Type: text/html; charset=' . get_option( 'blog_charset' ) );
		header( 'X-Robots-Tag: noindex' );
		send_nosniff_header();
		nocache_headers();
		echo $html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in the template when rendered.
		exit;
	}

	/**
	 * The settings and page a call asks for, or why it cannot be answered: 'session' (a logged-in caller
	 * without a valid nonce), 'params' (settings altered or malformed), 'page' (no page number from 1).
	 *
	 * @return array{error: string|null, settings: array{category: int, perPage: int}, page: int}
	 */
	private function read_call(): array {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- checked below, for logged-in users.
		$params = isset( $_POST['params'] ) ? sanitize_text_field( wp_unslash( $_POST['params'] ) ) : '';
		$page   = isset( $_POST['page'] ) && is_numeric( $_POST['page'] ) ? (int) $_POST['page'] : 0;
		$check  = isset( $_POST['check'] ) ? sanitize_text_field( wp_unslash( $_POST['check'] ) ) : '';
		// phpcs:enable
		$settings = Params::verify( $params );
		$error    = null;
		if ( is_user_logged_in() && ! wp_verify_nonce( $check, self::NONCE ) ) {
			$error = 'session';
		} elseif ( null === $settings ) {
			$error = 'params';
		} elseif ( $page < 1 ) {
			$error = 'page';
		}
		return array(
			'error'    => $error,
			'settings' => $settings ?? Params::normalise( array() ),
			'page'     => $page,
		);
	}

	/**
	 * What names a page a call answers: the settings, the page number and the page its links point to.
	 *
	 * @param array{category: int, perPage: int} $settings Normalised settings.
	 * @param int                                $page     Page number.
	 * @return array<int,mixed>
	 */
	private function cache_key( array $settings, int $page ): array {
		return array( 'posts-widget', $settings, $page, $this->links_base() );
	}

	/**
	 * Page-number links with `inkwell_page` set: first, last and two either side of the current page,
	 * with gaps (page 0) between. The base is the page the widget is on (the referring page for a call).
	 *
	 * @param int $pages   Number of pages.
	 * @param int $current Current page.
	 * @return array<int,array{page: int, url: string, current: bool}>
	 */
	private function page_links( int $pages, int $current ): array {
		$base  = $this->links_base();
		$links = array();
		$last  = 0;
		for ( $n = 1; $n <= $pages; $n++ ) {
			if ( 1 !== $n && $pages !== $n && abs( $n - $current ) > 2 ) {
				continue;
			}
			if ( $n - $last > 1 ) {
				$links[] = array(
					'page'    => 0,
					'url'     => '',
					'current' => false,
				);
			}
			$links[] = array(
				'page'    => $n,
				'url'     => 1 === $n ? remove_query_arg( self::PAGE_PARAM, $base ) : add_query_arg( self::PAGE_PARAM, $n, $base ),
				'current' => $n === $current,
			);
			$last    = $n;
		}
		return $links;
	}

	/**
	 * The page the links point to: the one the widget is on (the referring page for a call).
	 */
	private function links_base(): string {
		return wp_doing_ajax() ? wp_validate_redirect( (string) wp_get_raw_referer(), home_url( '/' ) ) : $this->current_url();
	}

	/**
	 * The URL of the current request on the site's own scheme and host.
	 */
	private function current_url(): string {
		$home = wp_parse_url( home_url() );
		$port = isset( $home['port'] ) ? ':' . $home['port'] : '';
		$path = isset( $_SERVER['REQUEST_URI'] ) ? esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '/';
		return ( $home['scheme'] ?? 'http' ) . '://' . ( $home['host'] ?? 'localhost' ) . $port . $path;
	}
}

<?php
/**
 * The /notifications/ page.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Notifications;

use Inkwell\Community\Frontend\Assets;
use Inkwell\Community\Frontend\Template;
use Inkwell\Community\Lists\Cursor;
use Inkwell\Community\Lists\Paged_Lists;
use Inkwell\Community\Storage\Storage_Unavailable;

/**
 * A reader's notifications as a page of the site, working without JavaScript: newest first, paged with the
 * profile lists' 'more' (an island; without JavaScript a link to the next page), "mark all as read" as a
 * form. Opening it marks everything seen. Guests are sent to log in.
 *
 * @since 0.6.0
 */
final class Notifications_Page {

	/** The query variable of the page's rewrite rule. */
	public const QUERY_VAR = 'inkwell_notifications';

	/** The admin-post action of "mark all as read" without JavaScript. */
	public const READ_ACTION = 'inkwell_notifications_read';

	/** The query parameter of a page of the list without JavaScript. */
	public const PAGE_PARAM = 'np';

	/** Option recording the rules version, so that the rules are rebuilt once after an update. */
	private const RULES_OPTION = 'inkwell_notifications_rules';

	/** The version of the page's rewrite rule; raise it when the rule changes. */
	private const RULES_VERSION = '1';

	/**
	 * Creates the page.
	 *
	 * @param Paged_Lists        $lists The paged lists (the notifications list among them).
	 * @param Notification_Store $store The notifications.
	 */
	public function __construct( private readonly Paged_Lists $lists, private readonly Notification_Store $store ) {
	}

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		add_action( 'init', array( $this, 'add_rule' ) );
		add_filter( 'query_vars', array( $this, 'add_query_var' ) );
		add_filter( 'posts_pre_query', array( $this, 'skip_main_query' ), 10, 2 );
		add_action( 'template_redirect', array( $this, 'guard' ) );
		add_filter( 'template_include', array( $this, 'template' ) );
		add_action( 'admin_post_' . self::READ_ACTION, array( $this, 'mark_read' ) );
		add_action( 'inkwell_notifications_page', array( $this, 'print_content' ) );
	}

	/**
	 * Prints the page's list, its 'more' and "mark all as read" (the page template fires the action).
	 */
	public function print_content(): void {
		echo Template::render( 'notifications-list', $this->view() ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the template escapes.
	}

	/**
	 * The page's URL.
	 *
	 * @since 0.6.0
	 */
	public static function url(): string {
		return home_url( user_trailingslashit( 'notifications' ) );
	}

	/**
	 * Adds /notifications/. When the rule is new, the stored rules are dropped: WordPress rebuilds them when
	 * it parses the request, after every plugin has added its own (a flush here would miss later ones).
	 */
	public function add_rule(): void {
		add_rewrite_rule( '^notifications/?$', 'index.php?' . self::QUERY_VAR . '=1', 'top' );
		if ( get_option( self::RULES_OPTION ) !== self::RULES_VERSION ) {
			delete_option( 'rewrite_rules' );
			update_option( self::RULES_OPTION, self::RULES_VERSION, true );
		}
	}

	/**
	 * Makes the query variable public.
	 *
	 * @param string[]|mixed $vars Query variables.
	 * @return string[]
	 */
	public function add_query_var( $vars ): array {
		return array_merge( (array) $vars, array( self::QUERY_VAR ) );
	}

	/**
	 * Whether this request is the page.
	 */
	private static function is_page(): bool {
		return '1' === (string) get_query_var( self::QUERY_VAR );
	}

	/**
	 * The page's main query would run the home page's posts query for nothing: it gets no posts.
	 *
	 * @param \WP_Post[]|int[]|null|mixed $posts What the query returns, null to run it.
	 * @param \WP_Query                   $query The query.
	 * @return \WP_Post[]|int[]|null|mixed
	 */
	public function skip_main_query( $posts, $query ) {
		return $query instanceof \WP_Query && $query->is_main_query() && '1' === (string) $query->get( self::QUERY_VAR ) ? array() : $posts;
	}

	/**
	 * Sends guests to log in; the page is private and never cached. Marks everything seen before the header
	 * prints the bell, so the bell on this page already shows no count.
	 */
	public function guard(): void {
		if ( ! self::is_page() ) {
			return;
		}
		if ( ! is_user_logged_in() ) {
			auth_redirect();
		}
		nocache_headers();
		Assets::enqueue();
		try {
			$this->store->mark_seen( get_current_user_id() );
		} catch ( Storage_Unavailable ) { // phpcs:ignore Generic.CodeAnalysis.EmptyStatement.DetectedCatch -- the page shows; the count stays until the next visit.
		}
	}

	/**
	 * The page's template: the theme's inkwell-community/notifications-page.php, else the plugin's.
	 *
	 * @param string|mixed $template The template WordPress chose.
	 */
	public function template( $template ): string {
		if ( ! self::is_page() || ! is_user_logged_in() ) {
			return (string) $template;
		}
		global $wp_query;
		$wp_query->is_404 = false;
		status_header( 200 );
		$theme = locate_template( 'inkwell-community/notifications-page.php' );
		return '' !== $theme ? $theme : INKWELL_COMMUNITY_DIR . '/templates/notifications-page.php';
	}

	/**
	 * What the page shows: one page of the list, where the next starts, and whether there may be more.
	 *
	 * @return array{items: string, more: bool, next_url: string, props: array<string,mixed>, read_url: string, nonce: string}
	 */
	private function view(): array {
		$user_id = get_current_user_id();
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a page number of a read-only page.
		$page   = isset( $_GET[ self::PAGE_PARAM ] ) ? max( 1, absint( $_GET[ self::PAGE_PARAM ] ) ) : 1;
		$cursor = new Cursor( 'notifications', $user_id, ( $page - 1 ) * Paged_Lists::per_page() );
		try {
			$list = $this->lists->render( $cursor );
		} catch ( Storage_Unavailable ) {
			$list = array(
				'html'  => '',
				'count' => 0,
				'next'  => $cursor,
			);
		}
		return array(
			'items'    => $list['html'],
			'more'     => $list['count'] >= Paged_Lists::per_page(),
			'next_url' => add_query_arg( self::PAGE_PARAM, $page + 1, self::url() ),
			'props'    => array(
				'route'  => '/load-more',
				'type'   => 'notifications',
				'userId' => $user_id,
				'hash'   => $list['next']->encode(),
				'list'   => 'inkwell-list-notifications',
			),
			'read_url' => admin_url( 'admin-post.php' ),
			'nonce'    => wp_create_nonce( self::READ_ACTION ),
		);
	}

	/**
	 * "Mark all as read" without JavaScript: checks the nonce, marks, and goes back to the page.
	 */
	public function mark_read(): void {
		check_admin_referer( self::READ_ACTION );
		$user_id = get_current_user_id(); // admin_post_{action} runs for logged-in users only.
		try {
			$this->store->mark_all_read( $user_id );
		} catch ( Storage_Unavailable ) {
			wp_die( esc_html__( 'Your notifications could not be marked just now. Please try again in a moment.', 'inkwell-community' ), '', array( 'response' => 503 ) );
		}
		wp_safe_redirect( self::url() );
		exit;
	}
}

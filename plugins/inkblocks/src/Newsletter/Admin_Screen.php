<?php
/**
 * The Newsletter admin screen: lists with counts, subscribers per list with search, CSV export and delete.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Newsletter;

/**
 * Tools → Newsletter for administrators. Reads go through GET (bookmarkable, searchable); every change
 * and the export go through admin-post with a nonce and a capability check.
 *
 * @since 0.2.0
 */
final class Admin_Screen {

	public const PAGE           = 'inkblocks-newsletter';
	public const CAPABILITY     = 'manage_options';
	public const ADD_ACTION     = 'inkblocks_newsletter_add_list';
	public const DELETE_ACTION  = 'inkblocks_newsletter_delete';
	public const EXPORT_ACTION  = 'inkblocks_newsletter_export';
	private const PER_PAGE      = 50;
	private const NOTICE_PARAM  = 'inkblocks_notice';
	private const NOTICE_DELETE = 'deleted';
	private const NOTICE_ADD    = 'added';

	/**
	 * Creates the screen.
	 *
	 * @param Subscribers $subscribers Storage.
	 */
	public function __construct( private readonly Subscribers $subscribers ) {
	}

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		add_action( 'admin_menu', array( $this, 'add_page' ) );
		add_action( 'admin_post_' . self::ADD_ACTION, array( $this, 'add_list' ) );
		add_action( 'admin_post_' . self::DELETE_ACTION, array( $this, 'delete' ) );
		add_action( 'admin_post_' . self::EXPORT_ACTION, array( $this, 'export' ) );
	}

	/**
	 * Adds the menu entry.
	 */
	public function add_page(): void {
		add_menu_page( __( 'Newsletter', 'inkblocks' ), __( 'Newsletter', 'inkblocks' ), self::CAPABILITY, self::PAGE, array( $this, 'render' ), 'dashicons-email', 26 );
	}

	/**
	 * Prints the screen: the lists, or one list's subscribers.
	 */
	public function render(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- read-only view parameters.
		$list   = $this->subscribers->get_list( isset( $_GET['list'] ) ? absint( $_GET['list'] ) : 0 );
		$search = isset( $_GET['s'] ) ? sanitize_text_field( wp_unslash( $_GET['s'] ) ) : '';
		$page   = isset( $_GET['paged'] ) ? max( 1, absint( $_GET['paged'] ) ) : 1;
		$notice = isset( $_GET[ self::NOTICE_PARAM ] ) ? sanitize_key( $_GET[ self::NOTICE_PARAM ] ) : '';
		$count  = isset( $_GET['count'] ) ? absint( $_GET['count'] ) : 0;
		// phpcs:enable
		echo '<div class="wrap"><h1 class="wp-heading-inline">' . esc_html__( 'Newsletter', 'inkblocks' ) . '</h1><hr class="wp-header-end">';
		if ( self::NOTICE_DELETE === $notice ) {
			/* translators: %d: number of subscribers */
			printf( '<div class="notice notice-success is-dismissible"><p>%s</p></div>', esc_html( sprintf( _n( '%d subscriber deleted.', '%d subscribers deleted.', $count, 'inkblocks' ), $count ) ) );
		} elseif ( self::NOTICE_ADD === $notice ) {
			printf( '<div class="notice notice-success is-dismissible"><p>%s</p></div>', esc_html__( 'List added.', 'inkblocks' ) );
		}
		if ( null === $list ) {
			$this->render_lists();
		} else {
			$this->render_subscribers( $list, $search, $page );
		}
		echo '</div>';
	}

	/**
	 * Adds a list (admin-post).
	 */
	public function add_list(): void {
		$this->verify( self::ADD_ACTION );
		$name = isset( $_POST['name'] ) ? sanitize_text_field( wp_unslash( $_POST['name'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Missing -- verified in verify().
		if ( '' === $name ) {
			wp_die(
				esc_html__( 'Please give the list a name.', 'inkblocks' ),
				'',
				array(
					'response'  => 400,
					'back_link' => true,
				)
			);
		}
		try {
			$this->subscribers->create_list( $name );
		} catch ( Storage_Failure ) {
			wp_die(
				esc_html__( 'The list could not be saved just now. Please try again in a moment.', 'inkblocks' ),
				'',
				array(
					'response'  => 503,
					'back_link' => true,
				)
			);
		}
		$this->back( array( self::NOTICE_PARAM => self::NOTICE_ADD ) );
	}

	/**
	 * Deletes the chosen subscribers of a list (admin-post).
	 */
	public function delete(): void {
		$this->verify( self::DELETE_ACTION );
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- verified in verify().
		$list = isset( $_POST['list'] ) ? absint( $_POST['list'] ) : 0;
		$ids  = isset( $_POST['ids'] ) ? array_map( 'absint', (array) wp_unslash( $_POST['ids'] ) ) : array();
		// phpcs:enable
		$own = array_filter( $ids, fn ( int $id ): bool => ( $this->subscribers->get( $id )['list_id'] ?? 0 ) === $list );
		$this->back(
			array(
				'list'             => $list,
				self::NOTICE_PARAM => self::NOTICE_DELETE,
				'count'            => $this->subscribers->delete( $own ),
			)
		);
	}

	/**
	 * Sends a list's subscribers (matching the search) as a CSV file (admin-post).
	 */
	public function export(): void {
		$this->verify( self::EXPORT_ACTION );
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- verified in verify().
		$list   = $this->subscribers->get_list( isset( $_GET['list'] ) ? absint( $_GET['list'] ) : 0 );
		$search = isset( $_GET['s'] ) ? sanitize_text_field( wp_unslash( $_GET['s'] ) ) : '';
		// phpcs:enable
		if ( null === $list ) {
			wp_die( esc_html__( 'This list does not exist.', 'inkblocks' ), '', array( 'response' => 404 ) );
		}
		nocache_headers();
		header( 'Content-Type: text/csv; charset=utf-8' );
		header( 'Content-Disposition: attachment; filename=' . sanitize_file_name( 'newsletter-' . $list['name'] . '-' . gmdate( 'Y-m-d' ) . '.csv' ) );
		echo $this->csv( $list['id'], $search ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a CSV file, not HTML; cells are neutralised in csv().
		exit;
	}

	/**
	 * A list's subscribers as CSV: email, status, source, subscribed (UTC).
	 *
	 * @since 0.2.0
	 *
	 * @param int    $list_id List id.
	 * @param string $search  Part of an address, or ''.
	 */
	public function csv( int $list_id, string $search = '' ): string {
		$csv = Csv::line( array( 'email', 'status', 'source', 'subscribed' ) );
		foreach ( $this->subscribers->search( $list_id, $search )['rows'] as $row ) {
			$csv .= Csv::line( array( (string) $row['email'], (string) $row['status'], (string) $row['source'], (string) $row['created_at'] ) );
		}
		return $csv;
	}

	/**
	 * The lists with their counts, and the form that adds one.
	 */
	private function render_lists(): void {
		$lists = $this->subscribers->lists_with_counts();
		echo '<h2>' . esc_html__( 'Mailing lists', 'inkblocks' ) . '</h2>';
		echo '<table class="widefat striped inkblocks-newsletter-lists"><thead><tr>';
		foreach ( array( __( 'List', 'inkblocks' ), __( 'Confirmed', 'inkblocks' ), __( 'Pending', 'inkblocks' ), __( 'Unsubscribed', 'inkblocks' ) ) as $heading ) {
			printf( '<th scope="col">%s</th>', esc_html( $heading ) );
		}
		echo '</tr></thead><tbody>';
		foreach ( $lists as $list ) {
			printf(
				'<tr><th scope="row"><a href="%s">%s</a></th><td>%d</td><td>%d</td><td>%d</td></tr>',
				esc_url( $this->url( array( 'list' => $list['id'] ) ) ),
				esc_html( $list['name'] ),
				(int) $list[ Subscribers::CONFIRMED ],
				(int) $list[ Subscribers::PENDING ],
				(int) $list[ Subscribers::UNSUBSCRIBED ]
			);
		}
		if ( ! $lists ) {
			echo '<tr><td colspan="4">' . esc_html__( 'No lists yet.', 'inkblocks' ) . '</td></tr>';
		}
		echo '</tbody></table>';
		printf( '<h2>%s</h2><form method="post" action="%s">', esc_html__( 'Add a list', 'inkblocks' ), esc_url( admin_url( 'admin-post.php' ) ) );
		wp_nonce_field( self::ADD_ACTION );
		printf(
			'<input type="hidden" name="action" value="%s"><p><label for="inkblocks-list-name">%s</label> <input type="text" id="inkblocks-list-name" name="name" required class="regular-text"> <button type="submit" class="button">%s</button></p></form>',
			esc_attr( self::ADD_ACTION ),
			esc_html__( 'Name', 'inkblocks' ),
			esc_html__( 'Add list', 'inkblocks' )
		);
	}

	/**
	 * One list's subscribers: search, export, a page of rows with delete.
	 *
	 * @param array{id: int, name: string} $list   The list.
	 * @param string                       $search Part of an address, or ''.
	 * @param int                          $page   Page, from 1.
	 */
	private function render_subscribers( array $list, string $search, int $page ): void {
		$result = $this->subscribers->search( $list['id'], $search, self::PER_PAGE, $page );
		printf(
			'<p><a href="%s">%s</a></p><h2>%s</h2>',
			esc_url( $this->url() ),
			esc_html__( '← All lists', 'inkblocks' ),
			/* translators: 1: list name, 2: number of subscribers */
			esc_html( sprintf( _n( '%1$s: %2$d subscriber', '%1$s: %2$d subscribers', $result['total'], 'inkblocks' ), $list['name'], $result['total'] ) )
		);
		printf(
			'<form method="get" class="search-form"><input type="hidden" name="page" value="%s"><input type="hidden" name="list" value="%d"><p class="search-box"><label for="inkblocks-subscriber-search">%s</label> <input type="search" id="inkblocks-subscriber-search" name="s" value="%s"> <button type="submit" class="button">%s</button></p></form>',
			esc_attr( self::PAGE ),
			(int) $list['id'],
			esc_html__( 'Search addresses', 'inkblocks' ),
			esc_attr( $search ),
			esc_html__( 'Search', 'inkblocks' )
		);
		$export = wp_nonce_url(
			add_query_arg(
				array(
					'action' => self::EXPORT_ACTION,
					'list'   => $list['id'],
					's'      => $search,
				),
				admin_url( 'admin-post.php' )
			),
			self::EXPORT_ACTION
		);
		printf( '<p><a class="button" href="%s">%s</a></p>', esc_url( $export ), esc_html__( 'Export CSV', 'inkblocks' ) );

		printf( '<form method="post" action="%s">', esc_url( admin_url( 'admin-post.php' ) ) );
		wp_nonce_field( self::DELETE_ACTION );
		printf( '<input type="hidden" name="action" value="%s"><input type="hidden" name="list" value="%d">', esc_attr( self::DELETE_ACTION ), (int) $list['id'] );
		echo '<table class="widefat striped inkblocks-newsletter-subscribers"><thead><tr><td class="check-column"></td>';
		foreach ( array( __( 'E-mail', 'inkblocks' ), __( 'Status', 'inkblocks' ), __( 'Source', 'inkblocks' ), __( 'Subscribed', 'inkblocks' ) ) as $heading ) {
			printf( '<th scope="col">%s</th>', esc_html( $heading ) );
		}
		echo '</tr></thead><tbody>';
		foreach ( $result['rows'] as $row ) {
			printf(
				'<tr><th scope="row" class="check-column"><input type="checkbox" name="ids[]" value="%1$d" id="inkblocks-subscriber-%1$d"><label class="screen-reader-text" for="inkblocks-subscriber-%1$d">%2$s</label></th><td>%3$s</td><td>%4$s</td><td>%5$s</td><td>%6$s</td></tr>',
				(int) $row['id'],
				/* translators: %s: e-mail address */
				esc_html( sprintf( __( 'Select %s', 'inkblocks' ), $row['email'] ) ),
				esc_html( $row['email'] ),
				esc_html( $row['status'] ),
				esc_html( $row['source'] ),
				esc_html( get_date_from_gmt( $row['created_at'] ) )
			);
		}
		if ( ! $result['rows'] ) {
			echo '<tr><td colspan="5">' . esc_html__( 'No subscribers found.', 'inkblocks' ) . '</td></tr>';
		}
		printf( '</tbody></table><p><button type="submit" class="button button-link-delete">%s</button></p></form>', esc_html__( 'Delete selected', 'inkblocks' ) );
		echo wp_kses_post(
			(string) paginate_links(
				array(
					'base'    => add_query_arg( 'paged', '%#%' ),
					'format'  => '',
					'current' => $page,
					'total'   => (int) ceil( $result['total'] / self::PER_PAGE ),
				)
			)
		);
	}

	/**
	 * Checks the nonce and capability of an admin-post action.
	 *
	 * @param string $action Action and nonce name.
	 */
	private function verify( string $action ): void {
		check_admin_referer( $action );
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to manage the newsletter.', 'inkblocks' ), '', array( 'response' => 403 ) );
		}
	}

	/**
	 * The screen's URL with arguments.
	 *
	 * @param array<string,mixed> $args Query arguments.
	 */
	private function url( array $args = array() ): string {
		return add_query_arg( array( 'page' => self::PAGE ) + $args, admin_url( 'admin.php' ) );
	}

	/**
	 * Back to the screen after a change.
	 *
	 * @param array<string,mixed> $args Query arguments.
	 */
	private function back( array $args ): void {
		wp_safe_redirect( $this->url( $args ) );
		exit;
	}
}

<?php
/**
 * Settings > Inkwell Community > Demo content: import a small demo site, and remove it again.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Admin;

use Inkwell\Community\Demo\Cleaner;
use Inkwell\Community\Demo\Options;
use Inkwell\Community\Demo\Progress;
use Inkwell\Community\Demo\Seeder;
use RuntimeException;

/**
 * Runs the generator of `npm run seed` (Demo\Seeder) at a small size from wp-admin. The import is one
 * request (admin-post without JavaScript, admin-ajax with it); each finished step is stored in an option
 * that the page polls to show the progress. Everything it creates carries the `_inkwell_demo` mark, so
 * "Remove demo content" (Demo\Cleaner) deletes exactly that.
 *
 * @since 0.2.0
 */
final class Demo_Import {

	public const IMPORT_ACTION   = 'inkwell_demo_import';
	public const REMOVE_ACTION   = 'inkwell_demo_remove';
	public const PROGRESS_ACTION = 'inkwell_demo_progress';

	/** Option holding the steps of the running or last import. */
	public const PROGRESS_OPTION = 'inkwell_demo_import_progress';

	/** Steps of a full run, for the progress bar. */
	public const STEPS = 17;

	/** The small size of the admin's import. */
	private const SIZE = array(
		'posts'     => 12,
		'users'     => 14,
		'comments'  => 40,
		'relations' => 120,
	);

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		add_action( 'inkwell_community_settings_page_after', array( $this, 'render' ) );
		foreach ( array( self::IMPORT_ACTION, self::REMOVE_ACTION ) as $action ) {
			add_action( 'admin_post_' . $action, array( $this, 'handle_form' ) );
			add_action( 'wp_ajax_' . $action, array( $this, 'handle_ajax' ) );
		}
		add_action( 'wp_ajax_' . self::PROGRESS_ACTION, array( $this, 'progress' ) );
	}

	/**
	 * The options of the admin's import: the default seed at the small size.
	 *
	 * @since 0.2.0
	 */
	public static function options(): Options {
		return new Options( self::SIZE['posts'], self::SIZE['users'], self::SIZE['comments'], self::SIZE['relations'], 1, false );
	}

	/**
	 * Imports the demo content, recording each step in PROGRESS_OPTION. Returns the steps.
	 *
	 * @since 0.2.0
	 *
	 * @return array<int, array{step: string, summary: string}>
	 * @throws RuntimeException When the site already holds demo content or a step fails.
	 */
	public function import(): array {
		if ( false !== get_option( Seeder::OPTION ) ) {
			throw new RuntimeException( __( 'This site already holds demo content. Remove it first.', 'inkwell-community' ) );
		}
		update_option( self::PROGRESS_OPTION, array(), false );
		$steps    = array();
		$progress = new Progress(
			static function ( string $step, string $summary ) use ( &$steps ): void {
				if ( '' === $step ) {
					return;
				}
				$steps[] = array(
					'step'    => $step,
					'summary' => $summary,
				);
				update_option( self::PROGRESS_OPTION, $steps, false );
			}
		);
		if ( function_exists( 'set_time_limit' ) ) {
			set_time_limit( 0 ); // Images and pages take a minute on a slow host.
		}
		( new Seeder( self::options(), $progress ) )->run();
		return $steps;
	}

	/**
	 * Removes the demo content. Returns what was removed.
	 *
	 * @since 0.2.0
	 *
	 * @return array{posts: int, users: int, terms: int}
	 */
	public function remove(): array {
		delete_option( self::PROGRESS_OPTION );
		return ( new Cleaner() )->run();
	}

	/**
	 * Checks the nonce of the action and that the user manages options; stops the request otherwise.
	 *
	 * @param string $action Action name, also the nonce action.
	 */
	private function verify_request( string $action ): void {
		check_admin_referer( $action );
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to manage demo content.', 'inkwell-community' ), '', array( 'response' => 403 ) );
		}
	}

	/**
	 * The action a request asks for: import or remove.
	 */
	private static function requested_action(): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the nonce of this very action is checked next.
		$action = isset( $_REQUEST['action'] ) ? sanitize_key( wp_unslash( $_REQUEST['action'] ) ) : '';
		return self::REMOVE_ACTION === $action ? self::REMOVE_ACTION : self::IMPORT_ACTION;
	}

	/**
	 * Runs the requested action and returns a sentence saying what happened.
	 *
	 * @param string $action IMPORT_ACTION or REMOVE_ACTION.
	 * @throws RuntimeException When the import fails.
	 */
	private function run( string $action ): string {
		if ( self::REMOVE_ACTION === $action ) {
			$removed = $this->remove();
			/* translators: 1: posts and pages, 2: accounts, 3: categories, tags and menus. */
			return sprintf( __( 'Demo content removed: %1$d posts and pages, %2$d accounts, %3$d terms.', 'inkwell-community' ), $removed['posts'], $removed['users'], $removed['terms'] );
		}
		$steps = $this->import();
		/* translators: %d: number of steps. */
		return sprintf( __( 'Demo content imported in %d steps.', 'inkwell-community' ), count( $steps ) );
	}

	/**
	 * Handles admin-post: runs the action, then returns to the settings page with a notice (works without JavaScript).
	 */
	public function handle_form(): void {
		$action = self::requested_action();
		$this->verify_request( $action );
		try {
			$message = $this->run( $action );
			$type    = 'success';
		} catch ( RuntimeException $e ) {
			$message = $e->getMessage();
			$type    = 'error';
		}
		set_transient( 'inkwell_demo_notice_' . get_current_user_id(), compact( 'message', 'type' ), MINUTE_IN_SECONDS );
		wp_safe_redirect( Settings_Page::url() . '#inkwell-demo-content' );
		exit;
	}

	/**
	 * Handles admin-ajax: runs the action and answers {message} (200) or {message} with 409.
	 */
	public function handle_ajax(): void {
		$action = self::requested_action();
		$this->verify_request( $action );
		try {
			wp_send_json_success( array( 'message' => $this->run( $action ) ) );
		} catch ( RuntimeException $e ) {
			wp_send_json_error( array( 'message' => $e->getMessage() ), 409 );
		}
	}

	/**
	 * Answers admin-ajax with the steps the running import has finished.
	 */
	public function progress(): void {
		check_ajax_referer( self::IMPORT_ACTION );
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_send_json_error( null, 403 );
		}
		wp_send_json_success(
			array(
				'steps' => (array) get_option( self::PROGRESS_OPTION, array() ),
				'total' => self::STEPS,
			)
		);
	}

	/**
	 * Prints the section below the settings form: status, the import or remove button, the progress.
	 */
	public function render(): void {
		$seed   = get_option( Seeder::OPTION );
		$notice = get_transient( 'inkwell_demo_notice_' . get_current_user_id() );
		delete_transient( 'inkwell_demo_notice_' . get_current_user_id() );
		$action = false === $seed ? self::IMPORT_ACTION : self::REMOVE_ACTION;

		echo '<h2 id="inkwell-demo-content">' . esc_html__( 'Demo content', 'inkwell-community' ) . '</h2>';
		if ( is_array( $notice ) ) {
			printf( '<div class="notice notice-%s inline"><p>%s</p></div>', esc_attr( 'error' === $notice['type'] ? 'error' : 'success' ), esc_html( $notice['message'] ) );
		}
		if ( false === $seed ) {
			echo '<p>' . esc_html__( 'Fill an empty site with a small demo: authors and readers, a dozen articles with images and comments, follows and likes, the About, Explore, Account, Contact and Newsletter pages, menus, a contact form, popups and a page showing every block. Everything it adds can be removed again here.', 'inkwell-community' ) . '</p>';
		} else {
			echo '<p>' . esc_html__( 'This site holds demo content. Removing it deletes the demo accounts, articles, pages, images, menus, comments and community data, and nothing else.', 'inkwell-community' ) . '</p>';
		}
		printf( '<form method="post" action="%s" class="inkwell-demo-content" data-progress-nonce="%s">', esc_url( admin_url( 'admin-post.php' ) ), esc_attr( wp_create_nonce( self::IMPORT_ACTION ) ) );
		printf( '<input type="hidden" name="action" value="%s">', esc_attr( $action ) );
		wp_nonce_field( $action );
		submit_button( self::IMPORT_ACTION === $action ? __( 'Import demo content', 'inkwell-community' ) : __( 'Remove demo content', 'inkwell-community' ), self::IMPORT_ACTION === $action ? 'primary' : 'delete', 'submit', false );
		printf( '<progress class="inkwell-demo-content__bar" max="%d" value="0" hidden></progress>', (int) self::STEPS );
		echo '<p class="inkwell-demo-content__status" role="status" aria-live="polite"></p>';
		echo '</form>';
		wp_enqueue_script( 'inkwell-community-demo-import', plugins_url( 'assets/demo-import.js', INKWELL_COMMUNITY_FILE ), array(), INKWELL_COMMUNITY_VERSION, true );
		wp_localize_script(
			'inkwell-community-demo-import',
			'inkwellDemoImport',
			array(
				'ajaxUrl'  => admin_url( 'admin-ajax.php' ),
				'progress' => self::PROGRESS_ACTION,
				'working'  => __( 'Working… this can take a minute.', 'inkwell-community' ),
				/* translators: 1: step number, 2: step name, 3: what it did. */
				'step'     => __( 'Step %1$s: %2$s (%3$s)', 'inkwell-community' ),
				'failed'   => __( 'The request failed. Reload the page to see what was done.', 'inkwell-community' ),
			)
		);
	}
}

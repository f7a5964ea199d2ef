<?php
/**
 * Registers the community bundle and the page configuration it reads.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Frontend;

use Inkwell\Community\Profile\Account_Settings;

/**
 * The community's bundles, registered on every page and enqueued only by the controls that need them:
 * - community-base (plain DOM, no React): dark-mode switch, login popups, guests' category follows, with
 *   the configuration object and REST nonce for logged-in users;
 * - community (React islands of logged-in readers);
 * - comments (plain DOM): the comment form's posting and report links, and the loading of its image
 *   slots (comment-attachments, React) on the first use of the form;
 * and the plain-DOM bundles of the account page's previews and of the onboarding slider.
 * Guests never get the islands bundle, so their pages load no React for the community layer.
 *
 * @since 0.1.0
 */
final class Assets {

	/** The islands bundle and the community stylesheet. */
	public const HANDLE = 'inkwell-community';

	/** The React-free controls bundle. */
	public const BASE_HANDLE = 'inkwell-community-base';

	/** The comment form's bundle (build/comments, plain DOM): posting, loading the attachments island, reports. */
	public const COMMENTS_HANDLE = 'inkwell-community-comments';

	/** The comment form's image slots (build/comment-attachments, React), loaded by the comments bundle on first use. */
	public const ATTACHMENTS_HANDLE = 'inkwell-community-comment-attachments';

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		add_action( 'wp_enqueue_scripts', array( $this, 'register' ), 5 );
	}

	/**
	 * Registers the scripts and the style from the build's asset files.
	 */
	public function register(): void {
		$this->register_bundle( self::BASE_HANDLE, 'community-base' );
		$this->register_bundle( Account_Settings::SCRIPT, 'account' );
		$this->register_bundle( Onboarding::SCRIPT, 'onboarding' );
		// The comment form's script reads the page configuration printed with the base bundle.
		$comments = $this->register_bundle( self::COMMENTS_HANDLE, 'comments', array( self::BASE_HANDLE ) );
		if ( $comments && is_file( INKWELL_COMMUNITY_DIR . '/build/comments/style-index.css' ) ) {
			wp_register_style( self::COMMENTS_HANDLE, plugins_url( 'build/comments/style-index.css', INKWELL_COMMUNITY_FILE ), array(), $comments['version'] );
			wp_style_add_data( self::COMMENTS_HANDLE, 'rtl', 'replace' );
		}
		$this->register_bundle( self::ATTACHMENTS_HANDLE, 'comment-attachments' );
		$asset = $this->register_bundle( self::HANDLE, 'community' );
		if ( ! $asset ) {
			return; // Not built: the server-rendered controls keep working without JavaScript.
		}
		wp_set_script_translations( self::HANDLE, 'inkwell-community', INKWELL_COMMUNITY_DIR . '/languages' );
		if ( is_file( INKWELL_COMMUNITY_DIR . '/build/community/style-index.css' ) ) {
			wp_register_style( self::HANDLE, plugins_url( 'build/community/style-index.css', INKWELL_COMMUNITY_FILE ), array(), $asset['version'] );
			wp_style_add_data( self::HANDLE, 'rtl', 'replace' );
		}
		if ( is_user_logged_in() ) {
			wp_add_inline_script(
				self::BASE_HANDLE,
				'window.inkwellConfig = ' . wp_json_encode( $this->config() ) . ';',
				'before'
			);
		}
	}

	/**
	 * Registers one bundle's script, deferred in the footer.
	 *
	 * @param string   $handle The script handle.
	 * @param string   $bundle The bundle's folder under build/.
	 * @param string[] $deps   Extra script dependencies.
	 * @return array{dependencies: string[], version: string}|null The asset file, or null when not built.
	 */
	private function register_bundle( string $handle, string $bundle, array $deps = array() ): ?array {
		$file  = INKWELL_COMMUNITY_DIR . "/build/{$bundle}/index.asset.php";
		$asset = is_file( $file ) ? require $file : null;
		if ( ! is_array( $asset ) ) {
			return null;
		}
		wp_register_script(
			$handle,
			plugins_url( "build/{$bundle}/index.js", INKWELL_COMMUNITY_FILE ),
			array_merge( $asset['dependencies'], $deps ),
			$asset['version'],
			array(
				'in_footer' => true,
				'strategy'  => 'defer',
			)
		);
		return $asset;
	}

	/**
	 * Enqueues what a community control needs: the plain controls and the style for everyone, and the
	 * React islands for logged-in users (guests get plain login-popup controls, never an island).
	 *
	 * @since 0.1.0
	 */
	public static function enqueue(): void {
		self::enqueue_base();
		if ( is_user_logged_in() ) {
			wp_enqueue_script( self::HANDLE );
		}
	}

	/**
	 * Enqueues only the React-free controls and the style (dark-mode switch, login popups).
	 *
	 * @since 0.1.0
	 */
	public static function enqueue_base(): void {
		wp_enqueue_script( self::BASE_HANDLE );
		wp_enqueue_style( self::HANDLE );
	}

	/**
	 * The page configuration of a logged-in user.
	 *
	 * The nonce endpoint is core's, the one wp-api-fetch refreshes its nonce from: the HTTP client asks it
	 * for a fresh nonce when a call is refused for an expired one (a page left open).
	 *
	 * @return array{restUrl: string, nonce: string, nonceEndpoint: string, userId: int}
	 */
	private function config(): array {
		return array(
			'restUrl'       => esc_url_raw( rest_url() ),
			'nonce'         => wp_create_nonce( 'wp_rest' ),
			'nonceEndpoint' => esc_url_raw( admin_url( 'admin-ajax.php?action=rest-nonce' ) ),
			'userId'        => get_current_user_id(),
		);
	}
}

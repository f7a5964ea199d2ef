<?php
/**
 * Registers the community bundle and the page configuration it reads.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Frontend;

/**
 * The community islands bundle (build/community). It is registered on every page and enqueued only by
 * the controls that need it; logged-in users get the configuration object with the REST nonce.
 *
 * @since 0.1.0
 */
final class Assets {

	public const HANDLE = 'inkwell-community';

	/** The comment form's bundle (build/comments): posting, attachments, reports. */
	public const COMMENTS_HANDLE = 'inkwell-community-comments';

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		add_action( 'wp_enqueue_scripts', array( $this, 'register' ), 5 );
	}

	/**
	 * Registers the scripts and styles from the build's asset files.
	 */
	public function register(): void {
		if ( ! $this->register_bundle( 'community', self::HANDLE, array() ) ) {
			return; // Not built: the server-rendered controls keep working without JavaScript.
		}
		// The comment form's script reads the page configuration the community script carries.
		$this->register_bundle( 'comments', self::COMMENTS_HANDLE, array( self::HANDLE ) );
		if ( is_user_logged_in() ) {
			wp_add_inline_script(
				self::HANDLE,
				'window.inkwellConfig = ' . wp_json_encode( $this->config() ) . ';',
				'before'
			);
		}
	}

	/**
	 * Registers one built bundle's script and style; false when it is not built.
	 *
	 * @param string   $bundle Folder under build/.
	 * @param string   $handle Script and style handle.
	 * @param string[] $deps   Extra script dependencies.
	 */
	private function register_bundle( string $bundle, string $handle, array $deps ): bool {
		$dir   = INKWELL_COMMUNITY_DIR . "/build/{$bundle}";
		$asset = is_file( "$dir/index.asset.php" ) ? require "$dir/index.asset.php" : null;
		if ( ! is_array( $asset ) ) {
			return false;
		}
		$url = plugins_url( "build/{$bundle}/", INKWELL_COMMUNITY_FILE );
		wp_register_script(
			$handle,
			$url . 'index.js',
			array_merge( $asset['dependencies'], $deps ),
			$asset['version'],
			array(
				'in_footer' => true,
				'strategy'  => 'defer',
			)
		);
		wp_set_script_translations( $handle, 'inkwell-community', INKWELL_COMMUNITY_DIR . '/languages' );
		if ( is_file( "$dir/style-index.css" ) ) {
			wp_register_style( $handle, $url . 'style-index.css', array(), $asset['version'] );
		}
		return true;
	}

	/**
	 * Enqueues the bundle; called by each control that renders an island.
	 *
	 * @since 0.1.0
	 */
	public static function enqueue(): void {
		wp_enqueue_script( self::HANDLE );
		wp_enqueue_style( self::HANDLE );
	}

	/**
	 * The page configuration of a logged-in user.
	 *
	 * @return array{restUrl: string, nonce: string, userId: int}
	 */
	private function config(): array {
		return array(
			'restUrl' => esc_url_raw( rest_url() ),
			'nonce'   => wp_create_nonce( 'wp_rest' ),
			'userId'  => get_current_user_id(),
		);
	}
}

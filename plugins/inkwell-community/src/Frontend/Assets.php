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

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		add_action( 'wp_enqueue_scripts', array( $this, 'register' ), 5 );
	}

	/**
	 * Registers the script and style from the build's asset file.
	 */
	public function register(): void {
		$dir   = INKWELL_COMMUNITY_DIR . '/build/community';
		$asset = is_file( "$dir/index.asset.php" ) ? require "$dir/index.asset.php" : null;
		if ( ! is_array( $asset ) ) {
			return; // Not built: the server-rendered controls keep working without JavaScript.
		}
		$url = plugins_url( 'build/community/', INKWELL_COMMUNITY_FILE );
		wp_register_script(
			self::HANDLE,
			$url . 'index.js',
			$asset['dependencies'],
			$asset['version'],
			array(
				'in_footer' => true,
				'strategy'  => 'defer',
			)
		);
		wp_set_script_translations( self::HANDLE, 'inkwell-community', INKWELL_COMMUNITY_DIR . '/languages' );
		if ( is_file( "$dir/style-index.css" ) ) {
			wp_register_style( self::HANDLE, $url . 'style-index.css', array(), $asset['version'] );
		}
		if ( is_user_logged_in() ) {
			wp_add_inline_script(
				self::HANDLE,
				'window.inkwellConfig = ' . wp_json_encode( $this->config() ) . ';',
				'before'
			);
		}
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

<?php
/**
 * Registers the contact form island bundle.
 *
 * @package Inkwell\Forms
 */

declare( strict_types=1 );

namespace Inkwell\Forms\Frontend;

/**
 * The forms bundle (build/forms): registered on every page, enqueued only where a form renders.
 *
 * @since 0.1.0
 */
final class Assets {

	public const HANDLE = 'inkwell-forms';

	/** The block editor script of the contact form and field blocks. */
	public const EDITOR_HANDLE = 'inkwell-forms-editor';

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		add_action( 'wp_enqueue_scripts', array( $this, 'register' ), 5 );
		add_action( 'init', array( $this, 'register_editor' ), 5 );
	}

	/**
	 * Registers the editor script (build/forms/editor.js) before the blocks that name it.
	 */
	public function register_editor(): void {
		$dir = INKWELL_FORMS_DIR . '/build/forms';
		if ( ! is_file( "$dir/editor.asset.php" ) ) {
			return; // Not built: the blocks still render; the editor shows them without settings.
		}
		$asset = require "$dir/editor.asset.php";
		wp_register_script( self::EDITOR_HANDLE, plugins_url( 'build/forms/editor.js', INKWELL_FORMS_FILE ), $asset['dependencies'], $asset['version'], true );
		wp_set_script_translations( self::EDITOR_HANDLE, 'inkwell-forms', INKWELL_FORMS_DIR . '/languages' );
	}

	/**
	 * Registers the script and style from the build's asset file.
	 */
	public function register(): void {
		$dir   = INKWELL_FORMS_DIR . '/build/forms';
		$asset = is_file( "$dir/index.asset.php" ) ? require "$dir/index.asset.php" : null;
		if ( ! is_array( $asset ) ) {
			return; // Not built: forms still work as plain HTML posts.
		}
		$url = plugins_url( 'build/forms/', INKWELL_FORMS_FILE );
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
		wp_set_script_translations( self::HANDLE, 'inkwell-forms', INKWELL_FORMS_DIR . '/languages' );
		if ( is_file( "$dir/style-index.css" ) ) {
			wp_register_style( self::HANDLE, $url . 'style-index.css', array(), $asset['version'] );
			wp_style_add_data( self::HANDLE, 'rtl', 'replace' );
		}
	}

	/**
	 * Enqueues the bundle; called by each rendered form.
	 *
	 * @since 0.1.0
	 */
	public function enqueue(): void {
		wp_enqueue_script( self::HANDLE );
		wp_enqueue_style( self::HANDLE );
	}
}

<?php
/**
 * Registers the blocks built into build/ and the one editor script of the field blocks.
 *
 * @package Inkwell\Forms
 */

declare( strict_types=1 );

namespace Inkwell\Forms\Blocks;

use Inkwell\Forms\Form\Form;
use WP_Block_Editor_Context;
use WP_Block_Metadata_Registry;
use WP_Block_Type;
use WP_Block_Type_Registry;

/**
 * Every folder build/<block>/ with a block.json is a block, copied there by the build from
 * widgets-src/inkwell-forms/<block>/ with its render.php and scripts: the contact form and one folder per
 * field type, so adding a field type is adding a folder.
 *
 * @since 0.4.0
 */
final class Registry {

	/**
	 * The editor script every field block's block.json names (build/fields/editor.js): one script for all
	 * field blocks instead of a copy of the field editor in each.
	 */
	public const FIELD_EDITOR = 'inkwell-forms-fields-editor-script';

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		add_action( 'init', array( $this, 'register' ) );
		add_action( 'enqueue_block_editor_assets', array( $this, 'describe_field_blocks' ) );
		add_filter( 'allowed_block_types_all', array( $this, 'allowed_blocks' ), 10, 2 );
	}

	/**
	 * Registers the field editor script and each built block. Not built: no block.
	 */
	public function register(): void {
		$this->register_field_editor();
		$build    = INKWELL_FORMS_DIR . '/build';
		$manifest = "$build/blocks-manifest.php";
		// The build writes every block.json into one manifest, so a request reads no block.json.
		if ( ! is_file( $manifest ) || ! WP_Block_Metadata_Registry::register_collection( $build, $manifest ) ) {
			return;
		}
		foreach ( WP_Block_Metadata_Registry::get_collection_block_metadata_files( $build ) as $file ) {
			self::print_rtl_styles( register_block_type( dirname( $file ) ) );
		}
	}

	/**
	 * Lets WordPress print a block's right-to-left stylesheet: for a plugin's block it sets core's ".min"
	 * suffix unless SCRIPT_DEBUG, so with our unsuffixed build it never makes the "-rtl.css" address and
	 * printed the left-to-right file in right-to-left languages.
	 *
	 * @since 0.4.0
	 *
	 * @param WP_Block_Type|false $type The registered block type.
	 */
	public static function print_rtl_styles( WP_Block_Type|false $type ): void {
		if ( ! $type ) {
			return;
		}
		foreach ( array_merge( $type->style_handles, $type->view_style_handles, $type->editor_style_handles ) as $handle ) {
			if ( wp_styles()->get_data( $handle, 'rtl' ) ) {
				wp_style_add_data( $handle, 'suffix', '' );
			}
		}
	}

	/**
	 * Registers the field blocks' editor script.
	 */
	private function register_field_editor(): void {
		$dir = INKWELL_FORMS_DIR . '/build/fields';
		if ( ! is_file( "$dir/editor.asset.php" ) ) {
			return;
		}
		$asset = require "$dir/editor.asset.php";
		wp_register_script( self::FIELD_EDITOR, plugins_url( 'build/fields/editor.js', INKWELL_FORMS_FILE ), $asset['dependencies'], $asset['version'], true );
		wp_set_script_translations( self::FIELD_EDITOR, 'inkwell-forms' );
	}

	/**
	 * Tells the field editor script which field blocks the server registered, with their block.json
	 * (name, title, category, attributes), so it registers the editor side of each.
	 */
	public function describe_field_blocks(): void {
		if ( ! wp_script_is( self::FIELD_EDITOR, 'registered' ) ) {
			return;
		}
		$blocks = array();
		foreach ( Form::field_blocks() as $type ) {
			if ( in_array( self::FIELD_EDITOR, $type->editor_script_handles, true ) ) {
				$blocks[] = array(
					'name'       => $type->name,
					'title'      => $type->title,
					'category'   => $type->category,
					'attributes' => $type->attributes,
				);
			}
		}
		wp_add_inline_script( self::FIELD_EDITOR, 'window.inkwellFormsFieldBlocks = ' . wp_json_encode( $blocks ) . ';', 'before' );
	}

	/**
	 * Field blocks belong in forms only: they are offered in the form editor and nowhere else.
	 *
	 * @param bool|string[]           $allowed Allowed block names, or true for all.
	 * @param WP_Block_Editor_Context $context Where the editor runs.
	 * @return bool|string[]
	 */
	public function allowed_blocks( bool|array $allowed, WP_Block_Editor_Context $context ): bool|array {
		if ( Form::POST_TYPE === ( $context->post->post_type ?? '' ) ) {
			return $allowed;
		}
		$names = true === $allowed ? array_keys( WP_Block_Type_Registry::get_instance()->get_all_registered() ) : (array) $allowed;
		return array_values( array_diff( $names, array_keys( Form::field_blocks() ) ) );
	}
}

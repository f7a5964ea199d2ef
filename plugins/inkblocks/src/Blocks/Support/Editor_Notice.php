<?php
/**
 * A notice in place of a block that cannot render.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks\Support;

/**
 * What a block renders when its settings leave nothing to show: a short notice for people who can edit
 * the page, nothing for readers.
 *
 * @since 0.2.0
 */
final class Editor_Notice {

	/**
	 * The notice markup, or '' for readers.
	 *
	 * @since 0.2.0
	 *
	 * @param string $message Translated message.
	 */
	public static function render( string $message ): string {
		if ( ! current_user_can( 'edit_posts' ) ) {
			return '';
		}
		return '<p class="inkblocks-notice" role="note">' . esc_html( $message ) . '</p>';
	}
}

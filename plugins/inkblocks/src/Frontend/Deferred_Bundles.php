<?php
/**
 * Loads content-block bundles when their block comes near the screen, instead of with the page.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Frontend;

use WP_HTML_Tag_Processor;

/**
 * A content block's bundle is enqueued as usual, but on a page view it is not printed with the page: its
 * script tags, with the dependencies the page does not print anyway, go inert into a
 * `<template data-inkblocks-deferred="<bundle>">`; the block's islands carry `data-inkblocks-bundle`; and
 * the small island-loader bundle runs the template when one of them comes near the screen. Stylesheets
 * still load with the page, so the server markup looks right from the start. Popup content and REST
 * answers are unaffected: they list the bundles they enqueued, and the client loads those on demand.
 *
 * @since 0.2.0
 */
final class Deferred_Bundles {

	/** The bundle that watches the marked islands and runs their bundles. */
	public const LOADER = 'island-loader';

	/** Bundles that must run with the page: the popup engine, its triggers and the site-wide lightbox. */
	private const EAGER = array( 'popups', 'popup-trigger', 'lightbox', self::LOADER );

	/**
	 * Bundles enqueued since a template part was last marked.
	 *
	 * @var array<string,true>
	 */
	private static array $pending = array();

	/**
	 * Bundles this page defers: taken out of the queue before the footer scripts, printed after them.
	 *
	 * @var list<string>
	 */
	private array $deferred = array();

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		// Around WordPress printing the footer scripts (priority 10), so a template holds only what the page lacks.
		add_action( 'wp_print_footer_scripts', array( $this, 'take_from_queue' ), 9 );
		add_action( 'wp_print_footer_scripts', array( $this, 'print_templates' ), 11 );
	}

	/**
	 * Notes a bundle that a block is rendering its island for; called by Assets::enqueue().
	 *
	 * @since 0.2.0
	 *
	 * @param string $bundle Bundle name.
	 */
	public static function enqueued( string $bundle ): void {
		self::$pending[ $bundle ] = true;
	}

	/**
	 * Marks the islands of a rendered template part with the bundles enqueued since the last marked part.
	 * Inner blocks render first, so their islands are marked already and keep their own bundle; a part
	 * without an island (a map pin's popup) leaves the bundles for the part that has one.
	 *
	 * @since 0.2.0
	 *
	 * @param string $html The rendered part.
	 */
	public static function mark( string $html ): string {
		if ( ! self::$pending ) {
			return $html;
		}
		$bundles = implode( ' ', array_keys( self::$pending ) );
		$tags    = new WP_HTML_Tag_Processor( $html );
		while ( $tags->next_tag() ) {
			if ( null !== $tags->get_attribute( 'data-inkwell-island' ) && null === $tags->get_attribute( 'data-inkblocks-bundle' ) ) {
				$tags->set_attribute( 'data-inkblocks-bundle', $bundles );
				self::$pending = array();
			}
		}
		return $tags->get_updated_html();
	}

	/**
	 * Takes the enqueued content-block bundles out of the queue, and puts the loader in when there are any.
	 *
	 * @since 0.2.0
	 */
	public function take_from_queue(): void {
		foreach ( Assets::bundles() as $bundle ) {
			/**
			 * Filters whether a content block's bundle loads when the block comes near the screen (true) or
			 * with the page (false).
			 *
			 * @since 0.2.0
			 *
			 * @param bool   $defer  True for every bundle but the popup engine, its triggers and the lightbox.
			 * @param string $bundle Bundle name.
			 */
			$defer = ! in_array( $bundle, self::EAGER, true ) && (bool) apply_filters( 'inkblocks_defer_bundle', true, $bundle );
			if ( $defer && wp_script_is( Assets::handle( $bundle ), 'enqueued' ) ) {
				wp_dequeue_script( Assets::handle( $bundle ) );
				$this->deferred[] = $bundle;
			}
		}
		if ( $this->deferred ) {
			wp_enqueue_script( Assets::handle( self::LOADER ) );
		}
	}

	/**
	 * Prints each deferred bundle's script tags, with the dependencies the page did not print, inert.
	 *
	 * @since 0.2.0
	 */
	public function print_templates(): void {
		$scripts = wp_scripts();
		$printed = $scripts->done;
		foreach ( $this->deferred as $bundle ) {
			ob_start();
			$scripts->do_items( array( Assets::handle( $bundle ) ) );
			$tags = (string) ob_get_clean();
			// Each template lists its whole chain: the loader skips the tags another one already ran.
			$scripts->done = $printed;
			// The tags are WordPress's own output for registered handles.
			printf( "<template data-inkblocks-deferred=\"%s\">%s</template>\n", esc_attr( $bundle ), $tags ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
		}
		$this->deferred = array();
	}
}

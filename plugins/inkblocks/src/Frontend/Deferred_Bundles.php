<?php
/**
 * Loads content-block scripts when their block comes near the screen, instead of with the page.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Frontend;

use WP_Block;
use WP_Block_Type_Registry;
use WP_HTML_Tag_Processor;

/**
 * WordPress enqueues a block's `viewScript` when the block renders; on a page view it is not printed with
 * the page: its script tags, with the dependencies the page does not print anyway, go inert into a
 * `<template data-inkblocks-deferred="<handle>">`; the block's islands carry `data-inkblocks-bundle`; and
 * the small island-loader bundle runs the template when one of them comes near the screen. A view script
 * whose block rendered no island (a countdown without a date) is not printed at all. Stylesheets still
 * load with the page, so the server markup looks right from the start. Popup content and REST answers are
 * unaffected: they list the scripts they enqueued, and the client loads those on demand.
 *
 * @since 0.2.0
 */
final class Deferred_Bundles {

	/** The bundle that watches the marked islands and runs their scripts. */
	public const LOADER = 'island-loader';

	/** Blocks whose script runs with the page, island or not: the popup trigger marks the controls of popups opened on load. */
	private const EAGER = array( 'inkblocks/popup-trigger' );

	/** Bundles that are not blocks, loaded on a reader's first gesture towards their links (the loader knows which). */
	private const ON_GESTURE = array( 'lightbox' );

	/**
	 * View script handles whose block rendered an island on this page.
	 *
	 * @var array<string,true>
	 */
	private array $wanted = array();

	/**
	 * View script handles this page defers: taken out of the queue before the footer scripts, printed after.
	 *
	 * @var list<string>
	 */
	private array $deferred = array();

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		add_filter( 'render_block', array( $this, 'mark' ), 10, 3 );
		// Around WordPress printing the footer scripts (priority 10), so a template holds only what the page lacks.
		add_action( 'wp_print_footer_scripts', array( $this, 'take_from_queue' ), 9 );
		add_action( 'wp_print_footer_scripts', array( $this, 'print_templates' ), 11 );
	}

	/**
	 * Marks the islands of a rendered Inkblocks block with its view script handles. Inner blocks render
	 * first, so their islands are marked already and keep their own scripts.
	 *
	 * @since 0.2.0
	 *
	 * @param string               $html     The rendered block.
	 * @param array<string, mixed> $parsed   The parsed block.
	 * @param WP_Block|null        $instance The block instance.
	 */
	public function mark( string $html, array $parsed, ?WP_Block $instance = null ): string {
		$handles = $instance && str_starts_with( (string) $instance->name, 'inkblocks/' ) ? $instance->block_type->view_script_handles : array();
		if ( ! $handles || ! str_contains( $html, 'data-inkwell-island' ) ) {
			return $html;
		}
		$tags = new WP_HTML_Tag_Processor( $html );
		while ( $tags->next_tag() ) {
			if ( null !== $tags->get_attribute( 'data-inkwell-island' ) && null === $tags->get_attribute( 'data-inkblocks-bundle' ) ) {
				$tags->set_attribute( 'data-inkblocks-bundle', implode( ' ', $handles ) );
				$this->wanted += array_fill_keys( $handles, true );
			}
		}
		return $tags->get_updated_html();
	}

	/**
	 * Takes the enqueued view scripts of Inkblocks blocks out of the queue: for good when their block
	 * rendered no island, into a template otherwise; and puts the loader in when there are any.
	 *
	 * @since 0.2.0
	 */
	public function take_from_queue(): void {
		foreach ( WP_Block_Type_Registry::get_instance()->get_all_registered() as $name => $type ) {
			if ( ! str_starts_with( $name, 'inkblocks/' ) || in_array( $name, self::EAGER, true ) ) {
				continue;
			}
			foreach ( $type->view_script_handles as $handle ) {
				if ( ! wp_script_is( $handle, 'enqueued' ) ) {
					continue;
				}
				if ( ! isset( $this->wanted[ $handle ] ) ) {
					wp_dequeue_script( $handle );
					continue;
				}
				$this->defer( $handle );
			}
		}
		foreach ( self::ON_GESTURE as $bundle ) {
			if ( wp_script_is( Assets::handle( $bundle ), 'enqueued' ) ) {
				$this->defer( Assets::handle( $bundle ) );
			}
		}
		if ( $this->deferred ) {
			wp_enqueue_script( Assets::handle( self::LOADER ) );
		}
	}

	/**
	 * Takes a script out of the queue into a template, unless a filter keeps it with the page.
	 *
	 * @since 0.6.0
	 *
	 * @param string $handle The script handle.
	 */
	private function defer( string $handle ): void {
		/**
		 * Filters whether a content block's script loads when the block comes near the screen, or the
		 * lightbox's on the first gesture towards a lightbox link (true), or with the page (false).
		 *
		 * @since 0.2.0
		 * @since 0.4.0 The second parameter is the script handle (was the bundle name).
		 * @since 0.6.0 Also asked for the lightbox (`inkblocks-lightbox`).
		 *
		 * @param bool   $defer  True for every block but the popup trigger, and for the lightbox.
		 * @param string $handle The block's view script handle, or the lightbox's.
		 */
		if ( apply_filters( 'inkblocks_defer_bundle', true, $handle ) ) {
			wp_dequeue_script( $handle );
			$this->deferred[] = $handle;
		}
	}

	/**
	 * Prints each deferred script's tags, with the dependencies the page did not print, inert.
	 *
	 * @since 0.2.0
	 */
	public function print_templates(): void {
		$scripts = wp_scripts();
		$printed = $scripts->done;
		foreach ( array_unique( $this->deferred ) as $handle ) {
			ob_start();
			$scripts->do_items( array( $handle ) );
			$tags = (string) ob_get_clean();
			// Each template lists its whole chain: the loader skips the tags another one already ran.
			$scripts->done = $printed;
			// The tags are WordPress's own output for registered handles.
			printf( "<template data-inkblocks-deferred=\"%s\">%s</template>\n", esc_attr( $handle ), $tags ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
		}
		$this->deferred = array();
	}
}

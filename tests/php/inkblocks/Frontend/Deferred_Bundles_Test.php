<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Frontend;

use Inkblocks\Lightbox\Lightbox;
use Inkwell\Tests\Inkblocks\Blocks\Block_Render;
use Inkwell\Tests\Test_Case;
use WP_HTML_Tag_Processor;


/**
 * Content-block bundles wait for their block to come near the screen: islands marked with their bundle,
 * scripts printed inert in templates with the dependencies the page lacks, and the loader printed live.
 *
 * @covers \Inkblocks\Frontend\Deferred_Bundles
 */
final class Deferred_Bundles_Test extends Test_Case {

	use Block_Render;

	protected function set_up(): void {
		parent::set_up();
		$this->reset_scripts();
		// A page registers its scripts (the island loader among them) before its content renders.
		do_action( 'wp_enqueue_scripts' );
	}

	/**
	 * The bundle names each island of the HTML is marked with, by island name.
	 *
	 * @return array<string,string|null>
	 */
	private function marks( string $html ): array {
		$marks = array();
		$tags  = new WP_HTML_Tag_Processor( $html );
		while ( $tags->next_tag() ) {
			$island = $tags->get_attribute( 'data-inkwell-island' );
			if ( is_string( $island ) ) {
				$marks[ $island ] = $tags->get_attribute( 'data-inkblocks-bundle' );
			}
		}
		return $marks;
	}

	/**
	 * What the page prints in its footer: live tags, and the templates by bundle.
	 *
	 * @return array{0: string, 1: array<string,string>}
	 */
	private function footer(): array {
		ob_start();
		do_action( 'wp_print_footer_scripts' );
		$html = (string) ob_get_clean();
		preg_match_all( '#<template data-inkblocks-deferred="([^"]+)">(.*?)</template>#s', $html, $found, PREG_SET_ORDER );
		$templates = array();
		foreach ( $found as $template ) {
			$templates[ $template[1] ] = $template[2];
		}
		return array( (string) preg_replace( '#<template.*?</template>#s', '', $html ), $templates );
	}

	public function test_nested_blocks_mark_their_own_islands_and_a_pin_popup_does_not_take_the_map_s_mark(): void {
		$countdown = $this->block( 'inkblocks/countdown', array( 'dueDate' => '2030-06-01 09:00:00' ) );
		$html      = do_blocks(
			$this->block( 'inkblocks/tabs', array(), $this->block( 'inkblocks/panel', array( 'title' => 'Soon' ), $countdown ) . $this->panel( 'Later', 'Text.' ) )
			. $this->block(
				'inkblocks/map',
				array(
					'pins' => array(
						array(
							'position' => array(
								'lat' => 38.71,
								'lng' => -9.14,
							),
							'title'    => 'Bookshop',
						),
					),
				)
			)
		);
		$this->assertSame(
			array(
				'tabs'      => 'inkblocks-tabs-view-script',
				'countdown' => 'inkblocks-countdown-view-script',
				'map'       => 'inkblocks-map-view-script',
			),
			$this->marks( $html )
		);
	}

	public function test_the_bundles_are_printed_inert_with_their_whole_chain_and_only_the_loader_runs(): void {
		do_blocks( $this->block( 'inkblocks/countdown', array( 'dueDate' => '2030-06-01 09:00:00' ) ) . $this->block( 'inkblocks/tabs', array(), $this->panel( 'One', 'Text.' ) ) );
		list( $live, $templates ) = $this->footer();

		$this->assertSame( array( 'inkblocks-countdown-view-script', 'inkblocks-tabs-view-script' ), array_keys( $templates ) );
		$this->assertStringContainsString( 'id="inkblocks-island-loader-js"', $live );
		$this->assertStringNotContainsString( 'inkblocks-countdown-view-script-js', $live );
		$this->assertStringNotContainsString( 'inkblocks-tabs-view-script-js', $live );
		$this->assertStringNotContainsString( 'id="react-js"', $live, 'React waits for the first island.' );
		foreach ( $templates as $handle => $template ) {
			$this->assertStringContainsString( "id=\"$handle-js\"", $template );
			// Each template lists the shared dependencies: the loader skips the ones another has run.
			$this->assertStringContainsString( 'id="react-js"', $template );
			$this->assertStringContainsString( 'id="wp-element-js"', $template );
		}
		// Stylesheets still load with the page.
		$this->assertTrue( wp_style_is( 'inkblocks-countdown-view-style', 'enqueued' ) );
		$this->assertTrue( wp_style_is( 'inkblocks-tabs-view-style', 'enqueued' ) );
	}

	public function test_a_dependency_the_page_prints_anyway_is_not_repeated_in_a_template(): void {
		wp_enqueue_script( 'wp-i18n' );
		do_blocks( $this->block( 'inkblocks/countdown', array( 'dueDate' => '2030-06-01 09:00:00' ) ) );
		list( $live, $templates ) = $this->footer();
		$this->assertStringContainsString( 'id="wp-i18n-js"', $live );
		$this->assertStringNotContainsString( 'id="wp-i18n-js"', $templates['inkblocks-countdown-view-script'] );
	}

	public function test_the_popup_engine_and_filtered_bundles_load_with_the_page_and_a_page_without_blocks_has_no_loader(): void {
		list( $live, $templates ) = $this->footer();
		$this->assertSame( array(), $templates );
		$this->assertStringNotContainsString( 'inkblocks-island-loader-js', $live );

		$eager = static fn ( bool $defer, string $handle ): bool => 'inkblocks-countdown-view-script' === $handle ? false : $defer;
		add_filter( 'inkblocks_defer_bundle', $eager, 10, 2 );
		do_blocks( $this->block( 'inkblocks/countdown', array( 'dueDate' => '2030-06-01 09:00:00' ) ) );
		list( $live, $templates ) = $this->footer();
		remove_filter( 'inkblocks_defer_bundle', $eager );
		$this->assertSame( array(), $templates );
		$this->assertStringContainsString( 'id="inkblocks-countdown-view-script-js"', $live );
	}

	public function test_the_lightbox_waits_in_a_template_with_its_configuration_and_react_and_a_filter_keeps_it_with_the_page(): void {
		Lightbox::enqueue();
		( new Lightbox() )->print_config();
		list( $live, $templates ) = $this->footer();

		$this->assertSame( array( 'inkblocks-lightbox' ), array_keys( $templates ) );
		$this->assertStringContainsString( 'id="inkblocks-island-loader-js"', $live );
		$this->assertStringNotContainsString( 'inkblocks-lightbox-js', $live );
		$this->assertStringNotContainsString( 'id="react-js"', $live, 'React waits for the first gesture.' );
		$this->assertStringContainsString( 'id="inkblocks-lightbox-js"', $templates['inkblocks-lightbox'] );
		$this->assertStringContainsString( 'id="react-dom-js"', $templates['inkblocks-lightbox'] );
		$this->assertStringContainsString( 'window.inkblocksPageConfig = ', $templates['inkblocks-lightbox'] );

		$eager = static fn ( bool $defer, string $handle ): bool => 'inkblocks-lightbox' === $handle ? false : $defer;
		add_filter( 'inkblocks_defer_bundle', $eager, 10, 2 );
		$this->reset_scripts();
		do_action( 'wp_enqueue_scripts' );
		Lightbox::enqueue();
		list( $live, $templates ) = $this->footer();
		remove_filter( 'inkblocks_defer_bundle', $eager );
		$this->assertSame( array(), $templates );
		$this->assertStringContainsString( 'id="inkblocks-lightbox-js"', $live );
		$this->assertStringNotContainsString( 'inkblocks-island-loader-js', $live );
	}
}

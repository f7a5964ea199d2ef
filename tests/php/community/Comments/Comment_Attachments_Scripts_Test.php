<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Comments;

use Inkwell\Community\Comments\Attachment_Files;
use Inkwell\Community\Comments\Attachment_Limits;
use Inkwell\Community\Comments\Comment_Attachments;
use Inkwell\Community\Frontend\Assets;
use Inkwell\Tests\Test_Case;
use WP_Scripts;

/**
 * The attachments island is loaded on first use: the page lists its script tags in an inert template,
 * leaving out what the page already printed, and enqueues none of them.
 *
 * @covers \Inkwell\Community\Comments\Comment_Attachments::print_island_scripts
 */
final class Comment_Attachments_Scripts_Test extends Test_Case {

	private ?WP_Scripts $saved_scripts;

	protected function set_up(): void {
		parent::set_up();
		$this->saved_scripts   = $GLOBALS['wp_scripts'] ?? null;
		$GLOBALS['wp_scripts'] = new WP_Scripts();
		( new Assets() )->register();
	}

	protected function tear_down(): void {
		$GLOBALS['wp_scripts'] = $this->saved_scripts;
		parent::tear_down();
	}

	private function template(): string {
		$limits = new Attachment_Limits();
		ob_start();
		( new Comment_Attachments( $limits, new Attachment_Files( $limits ) ) )->print_island_scripts();
		return (string) ob_get_clean();
	}

	public function test_a_guest_page_gets_react_and_the_island_only_in_the_template(): void {
		$html = $this->template();
		$this->assertMatchesRegularExpression( '#^<template id="inkwell-comment-attachments-scripts">.*</template>$#s', $html );
		$this->assertStringContainsString( '/build/comment-attachments/index.js', $html );
		$this->assertStringContainsString( 'id="wp-element-js"', $html );
		$this->assertStringContainsString( 'id="react-dom-js"', $html );
		$this->assertFalse( wp_script_is( Assets::ATTACHMENTS_HANDLE, 'enqueued' ) );
		$this->assertFalse( wp_script_is( 'wp-element', 'done' ) );
	}

	public function test_scripts_the_page_printed_are_left_out(): void {
		ob_start();
		wp_scripts()->do_items( array( 'wp-element' ) );
		ob_end_clean();
		$html = $this->template();
		$this->assertStringContainsString( '/build/comment-attachments/index.js', $html );
		$this->assertStringNotContainsString( 'id="wp-element-js"', $html );
		$this->assertStringNotContainsString( 'id="react-js"', $html );
	}
}

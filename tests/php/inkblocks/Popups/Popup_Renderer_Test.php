<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Popups;

use Inkblocks\Popups\Popup_Index;
use Inkblocks\Popups\Popup_Post_Type;
use Inkblocks\Popups\Popup_Renderer;
use Inkwell\Tests\Test_Case;

/**
 * The popup islands printed in the footer and their display conditions.
 *
 * @covers \Inkblocks\Popups\Popup_Renderer
 * @covers \Inkblocks\Popups\Popup_Post_Type
 * @covers \Inkblocks\Popups\Popup_Index
 */
final class Popup_Renderer_Test extends Test_Case {

	/**
	 * @param array<string,mixed> $settings Settings.
	 */
	private function popup( array $settings, string $status = 'publish' ): int {
		$id = $this->create_post(
			array(
				'post_type'    => Popup_Post_Type::POST_TYPE,
				'post_status'  => $status,
				'post_title'   => 'Popup ' . wp_generate_password( 6, false ),
				'post_content' => '<!-- wp:paragraph --><p>Inside the popup</p><!-- /wp:paragraph -->',
			)
		);
		update_post_meta( $id, Popup_Post_Type::SETTINGS_META, $settings );
		return $id;
	}

	private function footer_on( string $url ): string {
		$this->go_to( $url );
		ob_start();
		( new Popup_Renderer() )->render();
		return (string) ob_get_clean();
	}

	public function test_a_site_wide_popup_is_printed_as_an_island_with_its_settings_and_content(): void {
		$id   = $this->popup( array( 'open-trigger' => 'exit-intent' ) );
		$html = $this->footer_on( home_url( '/?p=' . $this->create_post() ) );

		$this->assertSame( 1, preg_match( '/<div class="inkblocks-popup" data-inkblocks-popup-id="' . $id . '" data-inkwell-island="popup" data-inkwell-props="([^"]+)"/', $html, $match ) );
		$props = json_decode( html_entity_decode( $match[1] ), true );
		$this->assertSame( 'exit-intent', $props['settings']['open-trigger'] );
		$this->assertSame( '23:59', $props['settings']['on-time-end'] );
		$this->assertStringContainsString( 'Inside the popup', $props['content'] );
		$this->assertTrue( wp_script_is( 'inkblocks-popups', 'enqueued' ) );
	}

	public function test_use_ajax_leaves_the_content_to_the_content_call(): void {
		$id   = $this->popup( array( 'use-ajax' => true ) );
		$html = $this->footer_on( home_url( '/' ) );
		$this->assertStringContainsString( 'data-inkblocks-popup-id="' . $id . '"', $html );
		$this->assertStringNotContainsString( 'Inside the popup', html_entity_decode( $html ) );
	}

	public function test_conditions_and_audience_limit_where_a_popup_shows(): void {
		$page      = $this->create_post( array( 'post_type' => 'page' ) );
		$other     = $this->create_post( array( 'post_type' => 'page' ) );
		$on_page   = $this->popup( array( 'conditions' => array( 'page:' . $page ) ) );
		$on_posts  = $this->popup( array( 'conditions' => array( 'post-type:post' ) ) );
		$logged_in = $this->popup( array( 'audience' => 'logged-in' ) );
		$draft     = $this->popup( array(), 'draft' );

		$html = $this->footer_on( home_url( '/?page_id=' . $page ) );
		$this->assertStringContainsString( 'data-inkblocks-popup-id="' . $on_page . '"', $html );
		$this->assertStringNotContainsString( 'data-inkblocks-popup-id="' . $on_posts . '"', $html );
		$this->assertStringNotContainsString( 'data-inkblocks-popup-id="' . $logged_in . '"', $html );
		$this->assertStringNotContainsString( 'data-inkblocks-popup-id="' . $draft . '"', $html );

		$html = $this->footer_on( home_url( '/?page_id=' . $other ) );
		$this->assertStringNotContainsString( 'data-inkblocks-popup-id="' . $on_page . '"', $html );

		wp_set_current_user( $this->users['subscriber'] );
		$html = $this->footer_on( home_url( '/?p=' . $this->create_post() ) );
		$this->assertStringContainsString( 'data-inkblocks-popup-id="' . $on_posts . '"', $html );
		$this->assertStringContainsString( 'data-inkblocks-popup-id="' . $logged_in . '"', $html );
	}

	/**
	 * The footer of a URL, with the SQL it ran.
	 *
	 * @param string[]|null $queries Set to the statements run.
	 */
	private function footer_and_queries_on( string $url, ?array &$queries, ?Popup_Renderer $renderer = null ): string {
		$this->go_to( $url );
		ob_start();
		$this->recording_sql( array( $renderer ?? new Popup_Renderer(), 'render' ), $queries );
		return (string) ob_get_clean();
	}

	public function test_a_page_reads_only_the_popups_it_prints_newest_first_those_it_opens_included(): void {
		$page      = $this->create_post( array( 'post_type' => 'page' ) );
		$elsewhere = $this->popup( array( 'conditions' => array( 'page:' . $this->create_post( array( 'post_type' => 'page' ) ) ) ) );
		$opened    = $this->popup( array( 'conditions' => array( 'front-page' ) ) );
		$here      = $this->popup( array( 'conditions' => array( 'page:' . $page ) ) );
		$url       = home_url( '/?page_id=' . $page );
		$this->footer_on( $url ); // Builds the index.

		$html = $this->footer_and_queries_on( home_url( '/?p=' . $this->create_post() ), $queries );
		$this->assertSame( '', $html );
		$this->assertSame( array(), $queries, 'a page no popup applies to runs no query' );

		$renderer = new Popup_Renderer();
		$renderer->attach( $opened );
		$html = $this->footer_and_queries_on( $url, $queries, $renderer );
		$this->assertMatchesRegularExpression( '/popup-id="' . $here . '".*popup-id="' . $opened . '"/s', $html, 'newest first' );
		$this->assertStringNotContainsString( 'popup-id="' . $elsewhere . '"', $html );
		$reads = implode( "\n", preg_grep( '/FROM \S*posts\b/', $queries ) );
		$this->assertStringNotContainsString( (string) $elsewhere, $reads, 'the popup shown elsewhere is not read' );
	}

	public function test_the_index_follows_settings_publication_and_trash(): void {
		$post  = $this->create_post();
		$url   = home_url( '/?p=' . $post );
		$popup = $this->popup( array( 'conditions' => array( 'front-page' ) ) );
		$this->assertStringNotContainsString( 'popup-id="' . $popup . '"', $this->footer_on( $url ) );
		$this->assertIsArray( get_option( Popup_Index::OPTION ) );

		update_post_meta( $popup, Popup_Post_Type::SETTINGS_META, array( 'conditions' => array( 'post-type:post' ) ) );
		$this->assertStringContainsString( 'popup-id="' . $popup . '"', $this->footer_on( $url ), 'new settings' );

		wp_trash_post( $popup );
		$this->assertStringNotContainsString( 'popup-id="' . $popup . '"', $this->footer_on( $url ), 'trashed' );

		$draft = $this->popup( array(), 'draft' );
		$this->assertStringNotContainsString( 'popup-id="' . $draft . '"', $this->footer_on( $url ) );
		wp_publish_post( $draft );
		$this->assertStringContainsString( 'popup-id="' . $draft . '"', $this->footer_on( $url ), 'published' );

		delete_post_meta( $draft, Popup_Post_Type::SETTINGS_META );
		update_post_meta( $draft, Popup_Post_Type::SETTINGS_META, array( 'audience' => 'logged-in' ) );
		$this->assertStringNotContainsString( 'popup-id="' . $draft . '"', $this->footer_on( $url ), 'audience' );
	}

	public function test_an_index_built_while_a_popup_changes_is_not_kept(): void {
		$url   = home_url( '/?p=' . $this->create_post() );
		$popup = $this->popup( array( 'conditions' => array( 'front-page' ) ) );
		// Another request saves the popup after this page read it, before it keeps the index.
		$save = static function ( $index ) use ( $popup, &$save ) {
			remove_filter( 'pre_update_option_' . Popup_Index::OPTION, $save );
			update_post_meta( $popup, Popup_Post_Type::SETTINGS_META, array( 'conditions' => array( 'post-type:post' ) ) );
			return $index;
		};
		add_filter( 'pre_update_option_' . Popup_Index::OPTION, $save );
		$this->assertStringNotContainsString( 'popup-id="' . $popup . '"', $this->footer_on( $url ) );

		$this->assertStringContainsString( 'popup-id="' . $popup . '"', $this->footer_on( $url ), 'the index built before the save is not used' );
	}

	public function test_an_index_older_than_a_popups_settings_never_shows_it_where_it_no_longer_belongs(): void {
		$page  = $this->create_post( array( 'post_type' => 'page' ) );
		$popup = $this->popup( array( 'conditions' => array( 'page:' . $page ) ) );
		// As if a page built the index from the settings a save was replacing.
		Popup_Index::get();
		update_option(
			Popup_Index::OPTION,
			array(
				'token'  => get_option( Popup_Index::TOKEN ),
				'popups' => array(
					$popup => array(
						'conditions' => array( 'site' ),
						'audience'   => 'all',
					),
				),
			)
		);

		$this->assertStringNotContainsString( 'popup-id="' . $popup . '"', $this->footer_on( home_url( '/?p=' . $this->create_post() ) ) );
		$this->assertStringContainsString( 'popup-id="' . $popup . '"', $this->footer_on( home_url( '/?page_id=' . $page ) ) );
	}
}

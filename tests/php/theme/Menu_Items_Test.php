<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Theme;

use Inkwell\Tests\Test_Case;

/**
 * A menu's items are read once and kept between page views; what marks the current page is worked out on
 * every page, and a change to the menu, to what it links to or to the site's addresses shows on the next page.
 *
 * @covers ::inkwell_menu_items_query_menu
 * @covers ::inkwell_kept_menus
 * @covers ::inkwell_kept_menus_are_current
 * @covers ::inkwell_answer_menu_items_from_kept
 * @covers ::inkwell_kept_menu_items
 * @covers ::inkwell_keep_menu_item_set_up
 * @covers ::inkwell_keep_menu_items
 * @covers ::inkwell_prime_kept_menu_terms
 * @covers ::inkwell_forget_menus
 * @covers ::inkwell_forget_menus_on_post
 * @covers ::inkwell_forget_menus_on_meta
 * @covers ::inkwell_forget_menus_on_terms
 */
final class Menu_Items_Test extends Test_Case {

	private int $menu;
	private int $page;
	private int $topic;
	private int $link;

	protected function set_up(): void {
		parent::set_up();
		delete_option( INKWELL_MENUS );
		delete_option( INKWELL_MENUS_TOKEN );
		$this->page  = $this->create_post(
			array(
				'post_type'  => 'page',
				'post_title' => 'About us',
			)
		);
		$this->topic = (int) wp_insert_term( 'Kept topic', 'category' )['term_id'];
		$this->menu  = (int) wp_create_nav_menu( 'Kept menu' );
		$this->item( 'post_type', 'page', $this->page );
		$this->item( 'taxonomy', 'category', $this->topic );
		$this->link = $this->item( 'custom', '', 0, 'https://example.org/elsewhere', 'Elsewhere' );
		set_theme_mod( 'nav_menu_locations', array( 'primary' => $this->menu ) );
	}

	private function item( string $type, string $object, int $object_id, string $url = '', string $title = '' ): int {
		return (int) wp_update_nav_menu_item(
			$this->menu,
			0,
			array(
				'menu-item-type'      => $type,
				'menu-item-object'    => $object,
				'menu-item-object-id' => $object_id,
				'menu-item-url'       => $url,
				'menu-item-title'     => $title,
				'menu-item-status'    => 'publish',
			)
		);
	}

	/**
	 * The primary menu as a page at $url prints it in a new request, with the SQL its printing ran.
	 *
	 * @param string        $url     The page.
	 * @param string[]|null $queries Set to the statements run.
	 */
	private function menu_on( string $url, ?array &$queries = null ): string {
		wp_cache_flush();
		$this->go_to( $url );
		return (string) $this->recording_sql(
			static fn () => wp_nav_menu(
				array(
					'theme_location' => 'primary',
					'container'      => '',
					'echo'           => false,
				)
			),
			$queries
		);
	}

	/**
	 * The statements that read the menu, its items or their settings.
	 *
	 * @param string[] $queries Statements.
	 * @return string[]
	 */
	private function menu_reads( array $queries ): array {
		return preg_grep( "/nav_menu_item|postmeta|t\\.term_id = {$this->menu}\\b/", $queries );
	}

	public function test_a_menu_is_read_once_then_printed_from_the_kept_items_with_the_current_page_marked(): void {
		$url   = home_url( '/?page_id=' . $this->page );
		$first = $this->menu_on( $url, $queries );
		$this->assertNotEmpty( $this->menu_reads( $queries ) );
		$this->assertStringContainsString( 'About us', $first );
		$this->assertMatchesRegularExpression( '/current-menu-item[^>]*><a[^>]*aria-current="page">About us/', $first );

		// Within one process core gives a menu printed again new ids; a page prints it once.
		$without_ids = static fn ( string $html ): string => (string) preg_replace( '/ id="[^"]*"/', '', $html );
		$this->assertSame( $without_ids( $first ), $without_ids( $this->menu_on( $url, $queries ) ), 'the same menu, the same marks' );
		$this->assertSame( array(), $this->menu_reads( $queries ), 'no read of the menu, its items or their settings' );

		$elsewhere = $this->menu_on( home_url( '/?p=' . $this->create_post() ) );
		$this->assertStringNotContainsString( 'current-menu-item', $elsewhere, 'the mark follows the page' );
		$this->assertStringContainsString( 'https://example.org/elsewhere', $elsewhere );
		$this->assertStringContainsString( 'Kept topic', $elsewhere );
	}

	public function test_changes_to_a_menu_what_it_links_to_or_the_addresses_show_on_the_next_page(): void {
		global $wp_rewrite;
		$url = home_url( '/?p=' . $this->create_post() );
		$this->menu_on( $url );

		wp_update_post(
			array(
				'ID'         => $this->page,
				'post_title' => 'About the team',
			)
		);
		$this->assertStringContainsString( 'About the team', $this->menu_on( $url ), 'a linked page renamed' );

		wp_update_term( $this->topic, 'category', array( 'name' => 'Renamed topic' ) );
		$this->assertStringContainsString( 'Renamed topic', $this->menu_on( $url ), 'a linked topic renamed' );

		update_post_meta( $this->link, '_menu_item_url', 'https://example.org/moved' );
		$this->assertStringContainsString( 'https://example.org/moved', $this->menu_on( $url ), 'an item\'s link' );

		$this->item( 'custom', '', 0, 'https://example.org/new', 'Newcomer' );
		$this->assertStringContainsString( 'Newcomer', $this->menu_on( $url ), 'an item added' );

		// The topics' new addresses apply from the next request on; the items are read anew for it.
		$this->menu_on( $url, $queries );
		$this->assertSame( array(), $this->menu_reads( $queries ) );
		$base = get_option( 'category_base' );
		try {
			$wp_rewrite->set_category_base( 'subject' );
			$this->menu_on( $url, $queries );
			$this->assertNotEmpty( $this->menu_reads( $queries ), 'the topics\' addresses' );
		} finally {
			$wp_rewrite->set_category_base( $base );
		}

		wp_trash_post( $this->page );
		$this->assertStringNotContainsString( 'About the team', $this->menu_on( $url ), 'a linked page trashed' );
	}

	public function test_an_article_no_menu_links_to_or_a_comment_leaves_them_kept(): void {
		$url     = home_url( '/?p=' . $this->create_post() );
		$article = $this->create_post();
		$this->menu_on( $url );

		wp_update_post(
			array(
				'ID'         => $article,
				'post_title' => 'Retitled article',
			)
		);
		$this->menu_on( $url, $queries );
		$this->assertSame( array(), $this->menu_reads( $queries ), 'an article no item links to' );

		wp_update_post(
			array(
				'ID'         => $this->create_post( array( 'post_type' => 'page' ) ),
				'post_title' => 'A parent page renamed',
			)
		);
		$this->menu_on( $url, $queries );
		$this->assertNotEmpty( $this->menu_reads( $queries ), 'a page: its children\'s addresses take after it' );

		// A comment on an article a menu links to stores its count and cleans its cache: nothing to renew.
		$linked = $this->create_post( array( 'post_title' => 'A linked article' ) );
		$this->item( 'post_type', 'post', $linked );
		$this->menu_on( $url );
		$this->recording_sql(
			static fn () => wp_insert_comment(
				array(
					'comment_post_ID'  => $linked,
					'comment_content'  => 'A comment',
					'comment_approved' => 1,
				)
			),
			$queries
		);
		$this->assertSame( array(), preg_grep( '/_menu_item_object_id/', $queries ), 'no look-up on a comment' );
		$this->menu_on( $url, $queries );
		$this->assertSame( array(), $this->menu_reads( $queries ), 'a comment on a linked article' );
	}

	public function test_items_read_while_one_changes_are_not_kept(): void {
		$url = home_url( '/?p=' . $this->create_post() );
		// Another request saves an item after this page read the items, before it keeps them.
		$save = function ( $kept ) use ( &$save ) {
			remove_filter( 'pre_update_option_' . INKWELL_MENUS, $save );
			update_post_meta( $this->link, '_menu_item_url', 'https://example.org/saved-meanwhile' );
			return $kept;
		};
		add_filter( 'pre_update_option_' . INKWELL_MENUS, $save );
		$this->assertStringContainsString( 'https://example.org/elsewhere', $this->menu_on( $url ) );

		$this->assertStringContainsString( 'https://example.org/saved-meanwhile', $this->menu_on( $url ), 'the items read before the save are not used' );
	}

	public function test_menus_are_read_anew_where_they_are_edited_and_after_an_hour(): void {
		$url = home_url( '/?p=' . $this->create_post() );
		$this->menu_on( $url );
		try {
			$GLOBALS['current_screen'] = new class() {
				/** As on the menus screen. */
				public function in_admin(): bool {
					return true;
				}
			};
			wp_cache_flush();
			$this->recording_sql( fn () => wp_get_nav_menu_items( $this->menu ), $queries );
			$this->assertNotEmpty( preg_grep( '/nav_menu_item/', $queries ), 'the admin reads the items' );
		} finally {
			$GLOBALS['current_screen'] = null;
		}

		$kept          = get_option( INKWELL_MENUS );
		$kept['built'] = time() - HOUR_IN_SECONDS - 1;
		update_option( INKWELL_MENUS, $kept );
		$this->menu_on( $url, $queries );
		$this->assertNotEmpty( $this->menu_reads( $queries ), 'an hour later' );
		$this->menu_on( $url, $queries );
		$this->assertSame( array(), $this->menu_reads( $queries ) );
	}

	public function test_with_a_persistent_object_cache_the_items_are_kept_there(): void {
		$was = wp_using_ext_object_cache( true );
		try {
			$this->go_to( home_url( '/?p=' . $this->create_post() ) );
			wp_nav_menu(
				array(
					'theme_location' => 'primary',
					'echo'           => false,
				)
			);
			$this->assertFalse( get_option( INKWELL_MENUS ) );
			$this->assertIsArray( wp_cache_get( INKWELL_MENUS, 'inkwell' )['menus'][ wp_get_nav_menu_object( $this->menu )->term_taxonomy_id ] ?? null );
		} finally {
			wp_using_ext_object_cache( (bool) $was );
		}
	}
}

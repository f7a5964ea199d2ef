<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Storage;

use Inkwell\Community\Storage\Page_Cache;
use Inkwell\Community\Storage\Relations;
use Inkwell\Tests\Test_Case;

/**
 * Rendered pages are kept until a write changes what they show, and no longer.
 *
 * @covers \Inkwell\Community\Storage\Page_Cache
 */
final class Page_Cache_Test extends Test_Case {

	private Page_Cache $pages;

	private int $renders = 0;

	protected function set_up(): void {
		global $wpdb;
		parent::set_up();
		// Tests over HTTP leave pages in the slots; the transaction brings them back afterwards.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s", '%' . $wpdb->esc_like( Page_Cache::SLOT_PREFIX ) . '%' ) );
		$this->pages   = new Page_Cache();
		$this->renders = 0;
	}

	/** Reads the page 'p' of the given scopes, counting renders. */
	private function read( array $scopes ): string {
		return $this->pages->remember(
			array( 'p' ),
			$scopes,
			function (): string {
				++$this->renders;
				return 'page ' . $this->renders;
			}
		);
	}

	public function test_a_page_is_rendered_once_then_read_from_the_cache(): void {
		$this->assertSame( 'page 1', $this->read( array( Page_Cache::POSTS ) ) );
		$this->assertSame( 'page 1', $this->read( array( Page_Cache::POSTS ) ) );
		$this->assertSame( 1, $this->renders );
		$this->assertSame( 'page 1', $this->pages->get( array( 'p' ), array( Page_Cache::POSTS ) ) );
		$this->assertNull( $this->pages->get( array( 'q' ), array( Page_Cache::POSTS ) ) );
	}

	/**
	 * Writes to what a card shows, each of which must give the posts scope a new version.
	 *
	 * @return array<string, array{0: callable(self): void}>
	 */
	public function data_provider_writes_to_posts(): array {
		return array(
			'article edited'        => array(
				fn ( self $t ) => wp_update_post(
					array(
						'ID'         => $t->article(),
						'post_title' => 'Renamed',
					)
				),
			),
			'article published'     => array( fn ( self $t ) => $t->create_post() ),
			'article trashed'       => array( fn ( self $t ) => wp_trash_post( $t->article() ) ),
			'article re-termed'     => array( fn ( self $t ) => wp_set_object_terms( $t->article(), array( 'x' ), 'post_tag' ) ),
			'cover image changed'   => array( fn ( self $t ) => update_post_meta( $t->article(), '_thumbnail_id', 99 ) ),
			'category renamed'      => array( fn ( self $t ) => wp_update_term( (int) get_option( 'default_category' ), 'category', array( 'name' => 'Renamed topic' ) ) ),
			'author renamed'        => array(
				fn ( self $t ) => wp_update_user(
					array(
						'ID'           => $t->users['author'],
						'display_name' => 'New Name',
					)
				),
			),
			'profile image changed' => array( fn ( self $t ) => update_user_meta( $t->users['author'], 'inkwell_profile_image', 5 ) ),
			'date format changed'   => array( fn () => update_option( 'date_format', 'Y/m/d' ) ),
			'permalinks changed'    => array( fn () => update_option( 'permalink_structure', '/%year%/%postname%/' ) ),
			'theme options changed' => array( fn () => update_option( 'theme_mods_' . get_stylesheet(), array( 'x' => 1 ) ) ),
		);
	}

	/**
	 * @dataProvider data_provider_writes_to_posts
	 *
	 * @param callable(self): void $write The write.
	 */
	public function test_a_write_to_what_cards_show_drops_the_pages_of_posts( callable $write ): void {
		$this->article();
		$this->read( array( Page_Cache::POSTS ) );
		$write( $this );
		$this->assertSame( 'page 2', $this->read( array( Page_Cache::POSTS ) ) );
	}

	public function test_unrelated_writes_keep_the_pages(): void {
		$this->read( array( Page_Cache::POSTS, Page_Cache::user( $this->users['author'] ) ) );
		update_option( 'blogdescription', 'Another tagline' );
		update_user_meta( $this->users['author'], 'some_plugin_flag', 1 );
		( new Relations() )->add( $this->users['subscriber'], Relations::LIKE, Relations::POST, 1 );
		$this->assertSame( 'page 1', $this->read( array( Page_Cache::POSTS, Page_Cache::user( $this->users['author'] ) ) ) );
	}

	public function test_what_an_open_editor_writes_keeps_the_pages(): void {
		$article = $this->article();
		$this->read( array( Page_Cache::POSTS ) );
		// The editor's heartbeat, an autosave, a revision, a synced pattern: nothing a card shows.
		update_post_meta( $article, '_edit_lock', time() . ':' . $this->users['author'] );
		update_post_meta( $article, '_edit_last', $this->users['author'] );
		require_once ABSPATH . 'wp-admin/includes/post.php';
		wp_create_post_autosave(
			array(
				'post_ID'      => $article,
				'post_type'    => 'post',
				'post_title'   => 'Typing',
				'post_content' => 'Half a sentence',
			)
		);
		_wp_put_post_revision( get_post( $article ) );
		wp_insert_post(
			array(
				'post_type'   => 'wp_block',
				'post_title'  => 'A pattern',
				'post_status' => 'publish',
			)
		);
		$this->assertSame( 'page 1', $this->read( array( Page_Cache::POSTS ) ) );
		$this->assertSame( 1, $this->renders );
	}

	public function test_a_relation_write_drops_the_pages_of_the_actor_and_of_the_person_acted_on(): void {
		$relations = new Relations();
		$reader    = $this->users['subscriber'];
		$author    = $this->users['author'];
		$this->read( array( Page_Cache::user( $author ) ) );
		$relations->add( $reader, Relations::FOLLOW, Relations::USER, $author );
		$this->assertSame( 'page 2', $this->read( array( Page_Cache::user( $author ) ) ) );
		$this->read( array( Page_Cache::user( $reader ) ) );
		$relations->remove( $reader, Relations::FOLLOW, Relations::USER, $author );
		$this->assertSame( 'page 4', $this->read( array( Page_Cache::user( $reader ) ) ) );
		$relations->add( $reader, Relations::BOOKMARK, Relations::POST, $this->article() );
		$this->assertSame( 'page 5', $this->read( array( Page_Cache::user( $reader ) ) ) );
	}

	public function test_a_page_rendered_across_a_write_is_never_read(): void {
		$html = $this->pages->remember(
			array( 'p' ),
			array( Page_Cache::POSTS ),
			function (): string {
				$this->create_post();
				return 'rendered before the write was seen';
			}
		);
		$this->assertSame( 'rendered before the write was seen', $html );
		$this->assertSame( 'page 1', $this->read( array( Page_Cache::POSTS ) ) );
	}

	public function test_a_lost_version_is_never_one_a_page_was_stored_under(): void {
		$this->read( array( Page_Cache::POSTS ) );
		delete_option( Page_Cache::VERSION_OPTION );
		$this->assertSame( 'page 2', $this->read( array( Page_Cache::POSTS ) ) );

		$this->with_persistent_object_cache(
			function (): void {
				$this->read( array( Page_Cache::POSTS ) );
				wp_cache_delete( 'v:' . Page_Cache::POSTS, Page_Cache::GROUP );
				$this->assertSame( 'page 4', $this->read( array( Page_Cache::POSTS ) ) );
			}
		);
	}

	public function test_with_a_persistent_object_cache_pages_and_versions_live_there(): void {
		$this->with_persistent_object_cache(
			function (): void {
				$version = get_option( Page_Cache::VERSION_OPTION );
				$this->read( array( Page_Cache::POSTS ) );
				$this->assertSame( 'page 1', $this->read( array( Page_Cache::POSTS ) ) );
				$this->create_post();
				$this->assertSame( 'page 2', $this->read( array( Page_Cache::POSTS ) ) );
				$this->assertSame( 0, $this->slot_rows(), 'no page in the options table' );
				$this->assertSame( $version, get_option( Page_Cache::VERSION_OPTION ), 'no version there either' );
			}
		);
	}

	public function test_without_a_persistent_object_cache_a_page_of_posts_outlives_its_request(): void {
		$this->read( array( Page_Cache::POSTS ) );
		wp_cache_flush(); // What the next request starts with: nothing but the database.
		$this->assertSame( 'page 1', $this->read( array( Page_Cache::POSTS ) ) );
		$this->assertSame( 1, $this->renders );
		$this->create_post();
		wp_cache_flush();
		$this->assertSame( 'page 2', $this->read( array( Page_Cache::POSTS ) ) );
	}

	public function test_without_a_persistent_object_cache_relations_write_nothing_to_the_database(): void {
		$author  = $this->users['author'];
		$version = ( new Page_Cache() )->versions( array( Page_Cache::POSTS ) );
		$this->read( array( Page_Cache::POSTS, Page_Cache::user( $author ) ) );
		( new Relations() )->add( $this->users['subscriber'], Relations::FOLLOW, Relations::USER, $author );
		$this->assertSame( 'page 2', $this->read( array( Page_Cache::POSTS, Page_Cache::user( $author ) ) ) );
		$this->assertSame( 0, $this->slot_rows(), 'a page of relations is kept for the request only' );
		$this->assertSame( $version, ( new Page_Cache() )->versions( array( Page_Cache::POSTS ) ) );
	}

	public function test_a_flood_of_distinct_pages_never_grows_the_database_past_its_slots(): void {
		$count = Page_Cache::SLOTS + 200;
		for ( $i = 0; $i < $count; $i++ ) {
			$this->pages->remember( array( 'p', $i ), array( Page_Cache::POSTS ), static fn (): string => "page of $i" );
		}
		// Each slot is a value and its expiry.
		$this->assertLessThanOrEqual( 2 * Page_Cache::SLOTS, $this->slot_rows() );
		$kept = 0;
		for ( $i = 0; $i < $count; $i++ ) {
			$html = $this->pages->get( array( 'p', $i ), array( Page_Cache::POSTS ) );
			if ( null !== $html ) {
				$this->assertSame( "page of $i", $html, 'a slot never answers for another page' );
				++$kept;
			}
		}
		$this->assertGreaterThan( 0, $kept );
		$this->assertLessThan( $count, $kept, 'pages pushed out of their slot are misses' );
	}

	/** Runs a check as on a site with a persistent object cache. */
	private function with_persistent_object_cache( callable $check ): void {
		$was = wp_using_ext_object_cache( true );
		try {
			$check();
		} finally {
			wp_using_ext_object_cache( (bool) $was );
		}
	}

	/** Rows of the page slots in the options table. */
	private function slot_rows(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE %s", '%' . $wpdb->esc_like( Page_Cache::SLOT_PREFIX ) . '%' ) );
	}

	/** An article of the test's author, created once a test. */
	public function article(): int {
		static $ids    = array();
		$key           = $this->users['author'];
		$ids[ $key ] ??= $this->create_post();
		return $ids[ $key ];
	}
}

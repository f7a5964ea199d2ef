<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Theme;

use Inkwell\Tests\Test_Case;

/**
 * What a card shows is read cheaply and stays right: the word count is kept per text and follows every
 * edit; the cover images of a list are loaded in one go.
 *
 * @covers ::inkwell_get_word_count
 * @covers ::inkwell_prime_word_counts
 * @covers ::inkwell_prime_thumbnails
 */
final class Card_Data_Test extends Test_Case {

	public function test_the_word_count_follows_every_edit_of_the_text(): void {
		$post = $this->create_post( array( 'post_content' => '<p>one two three</p>' ) );
		$this->assertSame( 3, inkwell_get_word_count( $post ) );
		$this->assertSame( 3, inkwell_get_word_count( $post ), 'read again from the cache' );
		wp_update_post(
			array(
				'ID'           => $post,
				'post_content' => '<p>one two three four five</p>',
			)
		);
		$this->assertSame( 5, inkwell_get_word_count( $post ) );
		// Twice within one second: the count follows the text, not the modified time.
		wp_update_post(
			array(
				'ID'           => $post,
				'post_content' => '<p>just two</p>',
			)
		);
		$this->assertSame( 2, inkwell_get_word_count( $post ) );
		$this->assertSame( 0, inkwell_get_word_count( $this->create_post( array( 'post_content' => '' ) ) ) );
	}

	public function test_with_a_persistent_object_cache_a_list_reads_its_word_counts_in_one_call(): void {
		$ids = array();
		for ( $i = 1; $i <= 3; $i++ ) {
			$ids[] = $this->create_post( array( 'post_content' => str_repeat( 'word ', $i ) ) );
		}
		$no_cards = array();
		$counts   = array();
		$calls    = $this->theme_cache_calls(
			static function () use ( $ids, &$no_cards, &$counts ): void {
				new \WP_Query( array( 'post__in' => $ids ) );
				$no_cards = $GLOBALS['wp_object_cache']->calls;
				$query    = new \WP_Query(
					array(
						'post__in'      => $ids,
						'orderby'       => 'post__in',
						'inkwell_cards' => true,
					)
				);
				$counts   = array_map( static fn ( \WP_Post $post ): int => inkwell_get_word_count( $post->ID ), $query->posts );
			}
		);
		$this->assertSame( array(), $no_cards, 'a query that shows no cards asks for no count' );
		$this->assertSame( array( 1, 2, 3 ), $counts );
		$this->assertSame( array( 'get_multiple', 3 ), $calls[0], 'the three counts asked for at once, before any card' );
	}

	public function test_the_latest_stories_as_links_ask_for_no_word_count(): void {
		for ( $i = 1; $i <= 3; $i++ ) {
			$this->create_post( array( 'post_content' => str_repeat( 'word ', $i ) ) );
		}
		$this->assertSame( array(), $this->theme_cache_calls( static fn () => inkwell_get_recent_posts( 3, false ) ), 'the sidebar' );
		$this->assertSame( array( 'get_multiple', 3 ), $this->theme_cache_calls( static fn () => inkwell_get_recent_posts( 3 ) )[0] ?? null, 'cards' );
	}

	/**
	 * Runs $run on an empty persistent object cache that records the calls on the theme's group, and returns
	 * them: each a method and how many keys it asked for.
	 *
	 * @param callable $run The code to watch.
	 * @return array<int, array{0: string, 1: int}>
	 */
	private function theme_cache_calls( callable $run ): array {
		$saved    = $GLOBALS['wp_object_cache'];
		$recorder = new class() extends \WP_Object_Cache {
			/** @var array<int, array{0: string, 1: int}> */
			public array $calls = array();
			public function get( $key, $group = 'default', $force = false, &$found = null ) {
				if ( 'inkwell' === $group ) {
					$this->calls[] = array( 'get', 1 );
				}
				return parent::get( $key, $group, $force, $found );
			}
			public function get_multiple( $keys, $group = 'default', $force = false ) {
				if ( 'inkwell' === $group ) {
					$this->calls[] = array( 'get_multiple', count( $keys ) );
				}
				return parent::get_multiple( $keys, $group, $force );
			}
		};

		$GLOBALS['wp_object_cache'] = $recorder;
		$was                        = wp_using_ext_object_cache( true );
		try {
			$run();
		} finally {
			wp_using_ext_object_cache( (bool) $was );
			$GLOBALS['wp_object_cache'] = $saved;
		}
		return $recorder->calls;
	}

	public function test_the_cover_images_of_a_list_are_loaded_in_one_query(): void {
		global $wpdb;
		$posts = array();
		for ( $i = 0; $i < 3; $i++ ) {
			$image = wp_insert_attachment(
				array(
					'post_title'     => "Cover $i",
					'post_mime_type' => 'image/jpeg',
					'post_status'    => 'inherit',
				),
				"cover-$i.jpg"
			);
			$post  = $this->create_post();
			set_post_thumbnail( $post, $image );
			$posts[] = get_post( $post );
		}
		wp_cache_flush();
		update_meta_cache( 'post', wp_list_pluck( $posts, 'ID' ) );
		inkwell_prime_thumbnails( $posts );
		$queries = $wpdb->num_queries;
		foreach ( $posts as $post ) {
			$this->assertInstanceOf( \WP_Post::class, get_post( get_post_thumbnail_id( $post ) ) );
		}
		$this->assertSame( $queries, $wpdb->num_queries, 'no query a cover image' );
	}
}

<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Theme;

use Inkwell\Tests\Test_Case;
use WP_Block_Styles_Registry;
use WP_Query;

/**
 * The article sliders of SPEC 2.9: the front page's sliders and the gallery block's "Slider" style are
 * complete server markup with labelled controls, and their assets load only where a slider is.
 *
 * @covers ::inkwell_register_slider_styles
 * @covers ::inkwell_render_gallery_slider
 * @covers ::inkwell_page_has_sliders
 * @covers ::inkwell_get_slider_topics
 * @covers ::inkwell_slide_label
 * @covers ::inkwell_get_slider_controls
 * @covers ::inkwell_the_front_sliders
 * @covers ::inkwell_forget_front_sliders
 * @covers ::inkwell_forget_front_sliders_on_meta
 */
final class Sliders_Test extends Test_Case {

	private function visit( array $query ): void {
		$GLOBALS['wp_query']     = new WP_Query( $query );
		$GLOBALS['wp_the_query'] = $GLOBALS['wp_query'];
	}

	protected function tear_down(): void {
		$this->visit( array() );
		wp_dequeue_style( 'inkwell-sliders' );
		wp_dequeue_script( 'inkwell-article-sliders' );
		parent::tear_down();
	}

	private function gallery( string $class_name = 'is-style-inkwell-slider', int $images = 3 ): string {
		$figures = '';
		for ( $i = 1; $i <= $images; $i++ ) {
			$figures .= "<!-- wp:image {\"linkDestination\":\"none\"} -->\n<figure class=\"wp-block-image\"><img src=\"https://example.org/$i.jpg\" alt=\"Picture $i\"/></figure>\n<!-- /wp:image -->\n";
		}
		$attrs = $class_name ? '{"linkTo":"none","className":"' . $class_name . '"}' : '{"linkTo":"none"}';
		return "<!-- wp:gallery $attrs -->\n<figure class=\"wp-block-gallery has-nested-images columns-default is-cropped $class_name\">$figures<figcaption class=\"blocks-gallery-caption wp-element-caption\">Our week</figcaption></figure>\n<!-- /wp:gallery -->";
	}

	private function render_part( string $slug, array $args = array() ): string {
		ob_start();
		get_template_part( $slug, null, $args );
		return (string) ob_get_clean();
	}

	public function test_the_gallery_block_offers_a_slider_style(): void {
		$style = WP_Block_Styles_Registry::get_instance()->get_registered( 'core/gallery', 'inkwell-slider' );
		$this->assertIsArray( $style );
		$this->assertSame( 'Slider', $style['label'] );
	}

	public function test_a_gallery_in_the_slider_style_becomes_a_labelled_carousel_of_its_images(): void {
		$html = do_blocks( $this->gallery() );
		$this->assertMatchesRegularExpression( '/<div class="inkwell-slider inkwell-slider--gallery" data-inkwell-slider="gallery" role="region" aria-roledescription="carousel" aria-label="Gallery">/', $html );
		$this->assertMatchesRegularExpression( '/<figure class="wp-block-gallery[^"]*\binkwell-slider__track\b/', $html );
		foreach ( array( 1, 2, 3 ) as $n ) {
			$this->assertMatchesRegularExpression( "/<figure [^>]*aria-label=\"Slide $n of 3\"/", $html );
			$this->assertStringContainsString( "https://example.org/$n.jpg", $html );
		}
		$this->assertSame( 3, preg_match_all( '/<figure [^>]*\brole="group"[^>]*>/', $html ) );
		$this->assertSame( 3, substr_count( $html, 'aria-roledescription="slide"' ) );
		$this->assertSame( 3, substr_count( $html, 'inkwell-slider__slide' ) );
		$this->assertStringContainsString( 'Our week', $html );

		preg_match( '/<div class="inkwell-slider__viewport" id="([^"]+)">/', $html, $viewport );
		$this->assertNotEmpty( $viewport );
		$this->assertMatchesRegularExpression( '/<div class="inkwell-slider__controls" hidden>/', $html );
		$this->assertMatchesRegularExpression( '/<button type="button" class="inkwell-slider__button inkwell-slider__prev" aria-controls="' . $viewport[1] . '" aria-label="Previous slide" disabled>/', $html );
		$this->assertMatchesRegularExpression( '/<button type="button" class="inkwell-slider__button inkwell-slider__next" aria-controls="' . $viewport[1] . '" aria-label="Next slide">/', $html );
		$this->assertStringNotContainsString( 'inkwell-slider__counter', $html );
	}

	public function test_a_wide_gallery_slider_keeps_its_alignment(): void {
		$html = do_blocks( str_replace( '{"linkTo":"none",', '{"linkTo":"none","align":"wide",', $this->gallery() ) );
		$this->assertStringContainsString( '<div class="inkwell-slider inkwell-slider--gallery alignwide" data-inkwell-slider="gallery"', $html );
	}

	public function test_a_gallery_in_another_style_is_left_alone(): void {
		$html = do_blocks( $this->gallery( '' ) );
		$this->assertStringNotContainsString( 'data-inkwell-slider', $html );
		$this->assertStringNotContainsString( 'inkwell-slider__slide', $html );
		$this->assertStringContainsString( 'https://example.org/3.jpg', $html );
	}

	/**
	 * Deletes every other article (the deletion is rolled back with the test).
	 */
	private function only_this_tests_articles(): void {
		$existing_posts = get_posts(
			array(
				'numberposts' => -1,
				'fields'      => 'ids',
			)
		);
		foreach ( $existing_posts as $existing ) {
			wp_delete_post( $existing, true );
		}
	}

	public function test_the_front_page_sliders_print_every_article_without_javascript(): void {
		$this->only_this_tests_articles();
		$health = wp_insert_term( 'Slider health', 'category' )['term_id'];
		$travel = wp_insert_term( 'Slider travel', 'category' )['term_id'];
		$titles = array();
		for ( $i = 1; $i <= 14; $i++ ) {
			$titles[] = "Slider story $i";
			$this->create_post(
				array(
					'post_title'    => "Slider story $i",
					'post_excerpt'  => "Excerpt of story $i",
					'post_date'     => gmdate( 'Y-m-d H:i:s', time() - $i * 3600 ),
					'post_category' => array( $i % 2 ? $health : $travel ),
				)
			);
		}
		update_option( 'posts_per_page', 9 );

		$html = $this->render_part( 'template-parts/sliders/front-page' );

		// The most discussed articles: a carousel of 8 labelled slides.
		$this->assertMatchesRegularExpression( '/<section class="inkwell-slider inkwell-slider--articles" data-inkwell-slider="articles" aria-roledescription="carousel" aria-labelledby="([^"]+)">/', $html );
		$this->assertStringContainsString( 'Most discussed', $html );
		$this->assertStringContainsString( 'aria-label="Slide 8 of 8"', $html );

		// The topics: hidden tabs named after the categories, each controlling its panel of articles.
		$this->assertMatchesRegularExpression( '/<div class="inkwell-topics__tabs" role="tablist" aria-label="Topics" hidden>/', $html );
		preg_match_all( '/<button type="button" class="inkwell-topics__tab" role="tab" id="[^"]+" aria-controls="([^"]+)" aria-selected="(true|false)" tabindex="(0|-1)">\s*([^<]+?)\s*<\/button>/', $html, $tabs );
		$this->assertContains( 'Slider health', $tabs[4] );
		$this->assertContains( 'Slider travel', $tabs[4] );
		$this->assertSame( 'true', $tabs[2][0] );
		$this->assertSame( array_fill( 0, count( $tabs[2] ) - 1, 'false' ), array_slice( $tabs[2], 1 ) );
		foreach ( $tabs[1] as $panel ) {
			$this->assertStringContainsString( '<div class="inkwell-topics__panel" id="' . $panel . '">', $html );
		}
		$this->assertStringContainsString( 'data-inkwell-slider="topic"', $html );

		// The panels: the 5 stories after the first 9, with excerpts and a '1 / 5' counter.
		$this->assertMatchesRegularExpression( '/<p class="inkwell-slider__counter" aria-live="polite" aria-atomic="true" data-format="%1\$s \/ %2\$s">\s*1 \/ 5\s*<\/p>/', $html );
		foreach ( array( 10, 11, 12, 13, 14 ) as $n ) {
			$this->assertStringContainsString( "Excerpt of story $n", $html );
		}
		$this->assertStringNotContainsString( 'Excerpt of story 9<', $html );

		// Every article is there, as a link.
		foreach ( $titles as $title ) {
			$this->assertStringContainsString( ">$title</a>", $html );
		}
	}

	/**
	 * Prints the front page's sliders as the front page does; returns the HTML, how many content images it
	 * counted and whether it took the high priority image.
	 *
	 * @return array{0: string, 1: int, 2: bool}
	 */
	private function front_sliders(): array {
		$media = wp_increase_content_media_count( 0 );
		wp_high_priority_element_flag( true );
		ob_start();
		inkwell_the_front_sliders();
		$html = (string) ob_get_clean();
		return array( $html, wp_increase_content_media_count( 0 ) - $media, ! wp_high_priority_element_flag() );
	}

	public function test_the_front_sliders_are_kept_until_what_they_show_changes(): void {
		global $wpdb;
		$this->only_this_tests_articles();
		$topic   = wp_insert_term( 'Kept topic', 'category' )['term_id'];
		$stories = array();
		for ( $i = 1; $i <= 4; $i++ ) {
			$stories[] = $this->create_post(
				array(
					'post_title'    => "Kept story $i",
					'post_date'     => gmdate( 'Y-m-d H:i:s', time() - $i * 3600 ),
					'post_category' => array( $topic ),
				)
			);
		}
		update_option( 'posts_per_page', 2 );
		// Stands in for the slides' images: each rendering counts two content images and takes the high priority.
		$renders = 0;
		$images  = static function () use ( &$renders ): void {
			++$renders;
			wp_increase_content_media_count( 2 );
			wp_high_priority_element_flag( false );
		};
		add_action( 'get_template_part_template-parts/sliders/front-page', $images );
		$was = wp_using_ext_object_cache();
		try {
			$first = $this->front_sliders();
			$this->assertStringContainsString( '>Kept story 3</a>', $first[0] );
			$this->assertSame( array( 2, true ), array( $first[1], $first[2] ) );
			$this->assertSame( $first, $this->front_sliders(), 'kept: the same HTML, images counted and priority taken' );
			$this->assertSame( 1, $renders );

			$changes = array(
				'a new article'        => fn () => $this->create_post( array( 'post_title' => 'Fresh story' ) ),
				'an edited article'    => fn () => wp_update_post(
					array(
						'ID'         => $stories[2],
						'post_title' => 'Kept story retitled',
					)
				),
				'a renamed topic'      => fn () => wp_update_term( $topic, 'category', array( 'name' => 'Renamed topic' ) ),
				'another topic'        => fn () => wp_set_post_categories( $stories[0], array( (int) get_option( 'default_category' ) ) ),
				'a reordering comment' => fn () => $this->comment_on( $this->least_discussed(), 'A new comment' ),
				'a new cover'          => fn () => set_post_thumbnail( $stories[1], $this->create_post( array( 'post_type' => 'attachment' ) ) ),
				'another page size'    => fn () => update_option( 'posts_per_page', 3 ),
				'an article withdrawn' => fn () => wp_trash_post( $stories[3] ),
			);
			foreach ( $changes as $change => $make ) {
				$before = $renders;
				$make();
				$this->front_sliders();
				$this->assertSame( $before + 1, $renders, $change . ' renders them again' );
			}
			$this->assertStringContainsString( 'Kept story retitled', $this->front_sliders()[0] );
			$this->assertStringContainsString( 'Renamed topic', $this->front_sliders()[0] );

			$before = $renders;
			$this->comment_on( inkwell_get_most_discussed_ids()[0], 'More of the same' );
			$this->front_sliders();
			$this->assertSame( $before, $renders, 'a comment that leaves the order keeps them' );
			update_post_meta( $stories[0], 'inkwell_unrelated', 'x' );
			$this->front_sliders();
			$this->assertSame( $before, $renders, 'other post meta keeps them' );
			$this->create_post( array( 'post_type' => 'nav_menu_item' ) );
			$this->front_sliders();
			$this->assertSame( $before, $renders, 'a menu item keeps them' );

			// With a persistent object cache, a kept copy costs no query.
			wp_using_ext_object_cache( true );
			$this->front_sliders();
			$queries = $wpdb->num_queries;
			$this->front_sliders();
			$this->assertSame( $queries, $wpdb->num_queries );
			// There the token lives in the cache too: a comment does not rewrite the autoloaded options.
			$option = get_option( INKWELL_FRONT_SLIDERS_TOKEN );
			$before = $renders;
			$this->comment_on( $this->least_discussed(), 'Another comment' );
			$this->front_sliders();
			$this->assertSame( $before + 1, $renders, 'a comment that reorders the most discussed renders them again' );
			$this->assertSame( $option, get_option( INKWELL_FRONT_SLIDERS_TOKEN ) );
		} finally {
			wp_using_ext_object_cache( (bool) $was );
			remove_action( 'get_template_part_template-parts/sliders/front-page', $images );
			delete_transient( INKWELL_FRONT_SLIDERS );
		}
	}

	public function test_sliders_rendered_while_an_article_is_published_are_not_kept(): void {
		$this->only_this_tests_articles();
		$topic = wp_insert_term( 'Race topic', 'category' )['term_id'];
		$this->create_post(
			array(
				'post_title'    => 'Older story',
				'post_category' => array( $topic ),
			)
		);
		// The topics are read, then the article is stored while the sliders are still rendering.
		$parts   = 0;
		$publish = function () use ( &$parts, $topic ): void {
			if ( 2 === ++$parts ) {
				$this->create_post(
					array(
						'post_title'    => 'Breaking story',
						'post_category' => array( $topic ),
					)
				);
			}
		};
		add_action( 'get_template_part_template-parts/sliders/slider', $publish );
		try {
			$this->assertStringNotContainsString( 'Breaking story', $this->front_sliders()[0] );
		} finally {
			remove_action( 'get_template_part_template-parts/sliders/slider', $publish );
		}
		$this->assertGreaterThanOrEqual( 2, $parts );
		$this->assertStringContainsString( '>Breaking story</a>', $this->front_sliders()[0], 'the next view renders them anew' );
	}

	/**
	 * Adds an approved comment.
	 *
	 * @param int    $post Article.
	 * @param string $text Comment.
	 */
	private function comment_on( int $post, string $text ): void {
		wp_insert_comment(
			array(
				'comment_post_ID'  => $post,
				'comment_content'  => $text,
				'comment_approved' => 1,
			)
		);
	}

	/** The last of the most discussed articles, which a comment moves up unless all have as many. */
	private function least_discussed(): int {
		$ids = inkwell_get_most_discussed_ids();
		return (int) end( $ids );
	}

	public function test_a_slider_without_articles_prints_nothing(): void {
		$this->assertSame( '', trim( $this->render_part( 'template-parts/sliders/slider', array( 'posts' => array() ) ) ) );
		$this->assertSame( '', trim( $this->render_part( 'template-parts/sliders/topics', array( 'topics' => array() ) ) ) );
	}

	public function test_the_sliders_load_on_the_front_page_and_on_articles_with_a_gallery_slider_only(): void {
		$plain   = $this->create_post();
		$gallery = $this->create_post( array( 'post_content' => $this->gallery() ) );
		$other   = $this->create_post( array( 'post_content' => $this->gallery( 'is-style-default' ) ) );

		$this->visit( array( 'order' => 'DESC' ) );
		$this->assertTrue( is_home() );
		$this->assertTrue( inkwell_page_has_sliders() );
		inkwell_enqueue_assets();
		$this->assertTrue( wp_style_is( 'inkwell-sliders', 'enqueued' ) );
		wp_dequeue_style( 'inkwell-sliders' );

		$this->visit( array( 'paged' => 2 ) );
		$this->assertFalse( inkwell_page_has_sliders() );

		$this->visit( array( 'p' => $plain ) );
		$this->assertFalse( inkwell_page_has_sliders() );
		inkwell_enqueue_assets();
		$this->assertFalse( wp_style_is( 'inkwell-sliders', 'enqueued' ) );

		$this->visit( array( 'p' => $other ) );
		$this->assertFalse( inkwell_page_has_sliders() );

		$this->visit( array( 'p' => $gallery ) );
		$this->assertTrue( inkwell_page_has_sliders() );
	}
}

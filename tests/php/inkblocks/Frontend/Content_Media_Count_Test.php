<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Frontend;

use Inkwell\Tests\Test_Case;

/**
 * A block's lazy images count among the content's images, so WordPress does not take a core image below
 * them for the page's first (eager, at high priority).
 *
 * @covers \Inkblocks\Frontend\Content_Media_Count
 */
final class Content_Media_Count_Test extends Test_Case {

	private const CORE_IMAGE = '<!-- wp:image --><figure class="wp-block-image"><img src="https://example.org/below.jpg" alt="" width="1200" height="800"/></figure><!-- /wp:image -->';

	/** @var array{0: \WP_Query, 1: \WP_Query} The main query before the test. */
	private array $main_query;

	/** The content's image count before the test. */
	private int $media_count;

	protected function set_up(): void {
		global $wp_query, $wp_the_query;
		parent::set_up();
		$this->main_query  = array( $wp_query, $wp_the_query );
		$this->media_count = wp_increase_content_media_count( 0 );
	}

	protected function tear_down(): void {
		global $wp_query, $wp_the_query;
		list( $wp_query, $wp_the_query ) = $this->main_query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restores the main query the test replaced.
		wp_increase_content_media_count( $this->media_count - wp_increase_content_media_count( 0 ) );
		wp_reset_postdata();
		parent::tear_down();
	}

	/**
	 * The post's content as the main loop prints it, from a fresh count.
	 *
	 * @param string $blocks The post's block markup.
	 */
	private function content_in_the_loop( string $blocks ): string {
		global $wp_query, $wp_the_query;
		$id           = $this->create_post( array( 'post_content' => $blocks ) );
		$wp_query     = new \WP_Query( array( 'p' => $id ) ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the main query of a single post.
		$wp_the_query = $wp_query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- same.
		wp_increase_content_media_count( -wp_increase_content_media_count( 0 ) );
		$wp_query->the_post();
		$html                  = (string) apply_filters( 'the_content', get_the_content() );
		$wp_query->in_the_loop = false;
		return $html;
	}

	/**
	 * A justified-images block with `$count` images given by URL.
	 *
	 * @param int $count How many images.
	 */
	private static function image_layout( int $count ): string {
		$images = array();
		for ( $i = 1; $i <= $count; $i++ ) {
			$images[] = array(
				'imageUrl' => "https://example.org/layout-$i.jpg",
				'imageAlt' => "Image $i",
			);
		}
		return '<!-- wp:inkblocks/image-layout ' . wp_json_encode(
			array(
				'images'   => $images,
				'lightbox' => false,
			)
		) . ' /-->';
	}

	/**
	 * The loading attributes WordPress gave the core image.
	 *
	 * @param string $html The content.
	 */
	private function core_image( string $html ): string {
		$this->assertSame( 1, preg_match( '#<img [^>]*below\.jpg[^>]*>#', $html, $match ) );
		return $match[0];
	}

	public function test_a_core_image_first_in_the_content_is_still_eager_and_high_priority(): void {
		$image = $this->core_image( $this->content_in_the_loop( self::CORE_IMAGE ) );

		$this->assertStringContainsString( 'fetchpriority="high"', $image );
		$this->assertStringNotContainsString( 'loading="lazy"', $image );
	}

	public function test_a_core_image_after_a_blocks_images_is_lazy(): void {
		$html  = $this->content_in_the_loop( self::image_layout( 3 ) . self::CORE_IMAGE );
		$image = $this->core_image( $html );

		$this->assertSame( 3, substr_count( $html, 'class="inkblocks-image-layout__image"' ), 'the block printed its images' );
		$this->assertStringContainsString( 'loading="lazy"', $image );
		$this->assertStringNotContainsString( 'fetchpriority', $image );
	}

	public function test_each_image_of_a_block_counts_once(): void {
		$this->content_in_the_loop( self::image_layout( 2 ) );

		$this->assertSame( 2, wp_increase_content_media_count( 0 ) );
	}

	public function test_outside_the_main_loop_nothing_is_counted(): void {
		wp_increase_content_media_count( -wp_increase_content_media_count( 0 ) );
		do_blocks( self::image_layout( 2 ) );

		$this->assertSame( 0, wp_increase_content_media_count( 0 ) );
	}
}

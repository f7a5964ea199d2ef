<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Patterns;

use Inkblocks\Patterns\Showcase_Patterns;
use Inkwell\Community\Demo\Showcase;
use Inkwell\Tests\Test_Case;
use WP_Block_Pattern_Categories_Registry;
use WP_Block_Patterns_Registry;
use WP_Block_Type_Registry;

/**
 * The showcase sections as block patterns of the "Inkwell" category, and the demo's showcase page built
 * from the same files.
 *
 * @covers \Inkblocks\Patterns\Showcase_Patterns
 * @covers \Inkwell\Community\Demo\Showcase
 */
final class Showcase_Patterns_Test extends Test_Case {

	protected function set_up(): void {
		parent::set_up();
		( new Showcase_Patterns() )->register();
	}

	/**
	 * The names of the blocks in parsed blocks, nested ones included.
	 *
	 * @param array<int, array<string, mixed>> $blocks Parsed blocks.
	 * @return list<string>
	 */
	private function names( array $blocks ): array {
		$names = array();
		foreach ( $blocks as $block ) {
			if ( null !== $block['blockName'] ) {
				$names[] = $block['blockName'];
			}
			$names = array_merge( $names, $this->names( $block['innerBlocks'] ) );
		}
		return $names;
	}

	public function test_the_inkwell_category_is_registered_with_or_without_the_theme(): void {
		$this->assertTrue( WP_Block_Pattern_Categories_Registry::get_instance()->is_registered( 'inkwell' ) );
	}

	public function test_every_section_but_the_introduction_is_a_pattern_named_after_its_heading(): void {
		$sections = Showcase_Patterns::sections();
		$this->assertArrayHasKey( 'intro', $sections );
		$this->assertArrayHasKey( 'chart', $sections );
		$registry = WP_Block_Patterns_Registry::get_instance();
		$this->assertFalse( $registry->is_registered( 'inkblocks/intro' ) );
		foreach ( array_diff( array_keys( $sections ), array( 'intro' ) ) as $section ) {
			$pattern = $registry->get_registered( "inkblocks/$section" );
			$this->assertIsArray( $pattern, "No pattern for the section $section" );
			$this->assertSame( array( 'inkwell' ), $pattern['categories'] );
			$this->assertNotSame( '', $pattern['title'] );
		}
		$this->assertSame( 'Showcase: Charts', $registry->get_registered( 'inkblocks/chart' )['title'] );
	}

	public function test_every_pattern_is_made_of_registered_blocks_with_its_tokens_filled(): void {
		$types = WP_Block_Type_Registry::get_instance();
		foreach ( array_keys( Showcase_Patterns::sections() ) as $section ) {
			if ( 'intro' === $section ) {
				continue;
			}
			$content = WP_Block_Patterns_Registry::get_instance()->get_registered( "inkblocks/$section" )['content'];
			$this->assertStringNotContainsString( '{{', $content, $section );
			$names = $this->names( parse_blocks( $content ) );
			$this->assertNotEmpty( $names, $section );
			foreach ( $names as $name ) {
				$this->assertTrue( $types->is_registered( $name ), "$section uses the unregistered block $name" );
			}
		}
	}

	public function test_the_tokens_take_the_given_images_articles_and_media(): void {
		$post   = $this->create_post( array( 'post_title' => 'A & B' ) );
		$markup = Showcase_Patterns::fill(
			'{{image_id:3}}|{{image_url:1}}|{{post_title:0}}|{{post_url:5}}|{{media_url:1}}|{{media_id:9}}|{{date:+1}}',
			array(
				'images'   => array(
					array(
						'id'  => 7,
						'url' => 'https://example.org/a.jpg',
						'alt' => 'A',
					),
					array(
						'id'  => 8,
						'url' => 'https://example.org/b.jpg',
						'alt' => 'B',
					),
				),
				'articles' => array( $post ),
				'media'    => array(
					array(
						'id'  => 1,
						'url' => 'video.webm',
					),
					array(
						'id'  => 2,
						'url' => 'tune.wav',
					),
				),
			)
		);
		$parts  = explode( '|', $markup );
		$this->assertSame( array( '8', 'https://example.org/b.jpg', 'A &amp; B', wp_make_link_relative( (string) get_permalink( $post ) ), 'tune.wav', '' ), array_slice( $parts, 0, 6 ) );
		$this->assertSame( wp_date( 'Y-m-d', time() + DAY_IN_SECONDS ), substr( $parts[6], 0, 10 ) );
	}

	public function test_the_showcase_page_is_every_section_in_order_filled_from_the_seed(): void {
		$editor = $this->users['editor'];
		// As the seed runs: by someone whose markup is kept as written.
		wp_set_current_user( $this->users['administrator'] );
		$images = array(
			array(
				'id'  => 5,
				'url' => 'https://example.org/five.jpg',
				'alt' => 'Five',
			),
		);
		$made   = ( new Showcase( $editor, $images, array() ) )->create();
		$values = array(
			'images'   => $images,
			'articles' => array(),
			'media'    => array(),
		);
		$parts  = array();
		foreach ( Showcase_Patterns::sections() as $file ) {
			$parts[] = Showcase_Patterns::fill( (string) file_get_contents( $file ), $values ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a test fixture.
		}
		$this->assertSame( count( Showcase_Patterns::sections() ), $made['fragments'] );
		$content = (string) get_post_field( 'post_content', $made['page'] );
		// Dates are filled at the moment of each run; the rest is the sections as they are.
		$pattern = '/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/';
		$this->assertSame( preg_replace( $pattern, 'DATE', implode( "\n\n", $parts ) ), preg_replace( $pattern, 'DATE', $content ) );
		$this->assertStringContainsString( 'https://example.org/five.jpg', $content );
		$this->assertStringStartsWith( (string) file_get_contents( Showcase_Patterns::sections()['intro'] ), $content ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a test fixture.
	}
}

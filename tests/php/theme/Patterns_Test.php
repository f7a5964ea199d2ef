<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Theme;

use Inkwell\Tests\Test_Case;
use WP_Block_Pattern_Categories_Registry;
use WP_Block_Patterns_Registry;
use WP_Block_Type_Registry;

/**
 * The theme's block patterns: registered from patterns/ in the "Inkwell" category, made of registered
 * blocks only, and rendering without notices.
 *
 * @covers ::inkwell_register_pattern_category
 */
final class Patterns_Test extends Test_Case {

	/**
	 * @return array<string, array{0: string}>
	 */
	public function data_provider_patterns(): array {
		return array(
			'hero'                      => array( 'inkwell/hero' ),
			'newsletter call to action' => array( 'inkwell/newsletter-call-to-action' ),
			'author grid'               => array( 'inkwell/author-grid' ),
		);
	}

	/**
	 * Names of every block in the tree, inner blocks included.
	 *
	 * @param array<int, array<string, mixed>> $blocks Parsed blocks.
	 * @return string[]
	 */
	private static function names( array $blocks ): array {
		$names = array();
		foreach ( $blocks as $block ) {
			$names[] = (string) $block['blockName'];
			$names   = array_merge( $names, self::names( $block['innerBlocks'] ) );
		}
		return $names;
	}

	/**
	 * @dataProvider data_provider_patterns
	 */
	public function test_the_pattern_is_registered_in_the_inkwell_category_and_renders( string $name ): void {
		$this->assertTrue( WP_Block_Pattern_Categories_Registry::get_instance()->is_registered( 'inkwell' ) );
		$pattern = WP_Block_Patterns_Registry::get_instance()->get_registered( $name );
		$this->assertIsArray( $pattern, "$name is registered" );
		$this->assertContains( 'inkwell', $pattern['categories'] );
		$this->assertNotEmpty( $pattern['description'] );

		$blocks = array_values( array_filter( parse_blocks( $pattern['content'] ), static fn ( array $b ): bool => null !== $b['blockName'] ) );
		$this->assertNotEmpty( $blocks );
		foreach ( array_filter( self::names( $blocks ) ) as $block ) {
			$this->assertTrue( WP_Block_Type_Registry::get_instance()->is_registered( $block ), "$name uses the unregistered block $block" );
		}
		$html = do_blocks( $pattern['content'] );
		$this->assertStringContainsString( '<h', $html );
	}

	public function test_the_author_grid_shows_the_authors_with_most_articles(): void {
		$author = $this->users['author'];
		wp_update_user(
			array(
				'ID'           => $author,
				'display_name' => 'Prolific Pat',
			)
		);
		for ( $i = 0; $i < 60; $i++ ) {
			$this->create_post( array( 'post_author' => $author ) );
		}
		WP_Block_Patterns_Registry::get_instance()->unregister( 'inkwell/author-grid' );
		_register_theme_block_patterns();
		$pattern = WP_Block_Patterns_Registry::get_instance()->get_registered( 'inkwell/author-grid' );
		$this->assertStringContainsString( 'Prolific Pat', $pattern['content'] );
		$this->assertStringContainsString( '"userId":' . $author, $pattern['content'] );
	}

	public function test_the_newsletter_call_to_action_holds_the_sign_up_form_when_inkblocks_is_active(): void {
		$pattern = WP_Block_Patterns_Registry::get_instance()->get_registered( 'inkwell/newsletter-call-to-action' );
		$this->assertStringContainsString( '<!-- wp:inkblocks/newsletter {"buttonText":"Subscribe"} /-->', $pattern['content'] );
	}
}

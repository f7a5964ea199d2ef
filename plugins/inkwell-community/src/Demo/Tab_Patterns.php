<?php
/**
 * The synced patterns that showcase tabs and accordion load on demand.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Demo;

use RuntimeException;

/**
 * Creates published synced patterns (`wp_block` posts) and writes their ids into the showcase page, where
 * the fragments name them with `{{pattern:NAME}}` (a tab or toggle's templateId, SPEC 7.7).
 */
final class Tab_Patterns {

	/**
	 * Creates the step.
	 *
	 * @param int $author Owner of the patterns (the editor).
	 */
	public function __construct(
		private readonly int $author,
	) {}

	/**
	 * Creates the patterns and fills the showcase page's tokens; returns the pattern ids by name.
	 *
	 * @param int $page The showcase page.
	 * @return array<string, int>
	 * @throws RuntimeException When a pattern cannot be created.
	 */
	public function create( int $page ): array {
		$patterns = array(
			'shipping' => $this->pattern(
				'Shipping and returns',
				array(
					'Every order ships within two working days from our workshop in Lyon, in recycled packaging.',
					'Not happy? Send it back within 30 days for a full refund; the return label is in the box.',
				),
				array( 'Free delivery from 50 €', 'Tracked parcels in 40 countries', 'Returns collected at your door' )
			),
			'warranty' => $this->pattern(
				'Warranty',
				array( 'Each lamp carries a five-year warranty on parts and labour. Bulbs and cables are covered for two years.' ),
				array( 'Register your lamp online', 'Keep your receipt', 'We repair before we replace' )
			),
		);
		$content  = (string) get_post_field( 'post_content', $page );
		$filled   = (string) preg_replace_callback(
			'/\{\{pattern:([a-z-]+)\}\}/',
			static fn ( array $m ): string => (string) ( $patterns[ $m[1] ] ?? 0 ),
			$content
		);
		if ( $filled !== $content ) {
			wp_update_post(
				wp_slash(
					array(
						'ID'           => $page,
						'post_content' => $filled,
					)
				)
			);
		}
		return $patterns;
	}

	/**
	 * Inserts one synced pattern: paragraphs and a list.
	 *
	 * @param string   $title      Title.
	 * @param string[] $paragraphs Paragraph texts.
	 * @param string[] $items      List items.
	 */
	private function pattern( string $title, array $paragraphs, array $items ): int {
		$blocks   = array_map( static fn ( string $text ): string => "<!-- wp:paragraph -->\n<p>" . esc_html( $text ) . "</p>\n<!-- /wp:paragraph -->", $paragraphs );
		$list     = implode( '', array_map( static fn ( string $item ): string => "<!-- wp:list-item -->\n<li>" . esc_html( $item ) . "</li>\n<!-- /wp:list-item -->", $items ) );
		$blocks[] = "<!-- wp:list -->\n<ul class=\"wp-block-list\">$list</ul>\n<!-- /wp:list -->";
		return Demo_Post::insert(
			array(
				'post_type'    => 'wp_block',
				'post_title'   => $title,
				'post_author'  => $this->author,
				'post_content' => implode( "\n\n", $blocks ),
			),
			"the pattern '$title'"
		);
	}
}

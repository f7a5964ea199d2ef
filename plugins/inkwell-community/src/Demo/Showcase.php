<?php
/**
 * The showcase page: every content block with real content.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Demo;

use RuntimeException;

/**
 * Builds the page /showcase/ from the block markup fragments in showcase/*.html, in file-name order (one
 * fragment per block, so each block's demo lives beside the others without touching them). Fragments may
 * use these tokens, filled from the seed's content:
 * - `{{image_id:N}}`, `{{image_url:N}}`, `{{image_alt:N}}`: the N-th demo image (0-based, wraps around);
 * - `{{post_url:N}}`, `{{post_title:N}}`: the N-th demo article;
 * - `{{date:+D}}`: a date D days from the seed's run, as YYYY-MM-DD HH:MM:SS in the site's time zone;
 * - `{{media_id:N}}`, `{{media_url:N}}`: the N-th demo sound or video file (see Showcase_Media).
 */
final class Showcase {

	/**
	 * Creates the step.
	 *
	 * @param int                                                  $author   Owner of the page (the editor).
	 * @param array<int, array{id: int, url: string, alt: string}> $images The demo images.
	 * @param int[]                                                $articles The demo article ids.
	 * @param list<array{id: int, url: string}>                    $media    The demo sound and video files.
	 */
	public function __construct(
		private readonly int $author,
		private readonly array $images,
		private readonly array $articles,
		private readonly array $media = array(),
	) {}

	/**
	 * Creates the page and returns its id with the number of fragments.
	 *
	 * @return array{page: int, fragments: int}
	 * @throws RuntimeException When the page cannot be created.
	 */
	public function create(): array {
		$files = glob( INKWELL_COMMUNITY_DIR . '/demo/showcase/*.html' );
		$files = $files ? $files : array();
		sort( $files );
		$parts = array_map( fn ( string $file ): string => $this->fill( (string) file_get_contents( $file ) ), $files ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file shipped with the plugin.
		$page  = Demo_Post::insert(
			array(
				'post_title'   => 'Showcase',
				'post_name'    => 'showcase',
				'post_type'    => 'page',
				'post_author'  => $this->author,
				'post_content' => implode( "\n\n", $parts ),
			),
			'the showcase page'
		);
		return array(
			'page'      => $page,
			'fragments' => count( $files ),
		);
	}

	/**
	 * Replaces the tokens of a fragment.
	 *
	 * @param string $markup Fragment markup.
	 */
	private function fill( string $markup ): string {
		return (string) preg_replace_callback(
			'/\{\{(image_id|image_url|image_alt|post_url|post_title|media_id|media_url|date):([+-]?\d+)\}\}/',
			function ( array $m ): string {
				$n = (int) $m[2];
				switch ( $m[1] ) {
					case 'image_id':
					case 'image_url':
					case 'image_alt':
						$image = $this->images ? $this->images[ abs( $n ) % count( $this->images ) ] : array(
							'id'  => 0,
							'url' => '',
							'alt' => '',
						);
						return (string) $image[ substr( $m[1], 6 ) ];
					case 'post_url':
					case 'post_title':
						$post = $this->articles ? $this->articles[ abs( $n ) % count( $this->articles ) ] : 0;
						return 'post_url' === $m[1] ? wp_make_link_relative( (string) get_permalink( $post ) ) : esc_html( get_the_title( $post ) );
					case 'media_id':
					case 'media_url':
						return (string) ( $this->media[ $n ][ substr( $m[1], 6 ) ] ?? '' );
					default:
						return wp_date( 'Y-m-d H:i:s', time() + $n * DAY_IN_SECONDS );
				}
			},
			$markup
		);
	}
}

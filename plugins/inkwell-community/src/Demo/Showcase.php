<?php
/**
 * The showcase page: every content block with real content.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Demo;

use Inkblocks\Patterns\Showcase_Patterns;
use RuntimeException;

/**
 * Builds the page /showcase/ from the showcase sections Inkblocks ships (its "Inkwell" block patterns come
 * from the same files, see Inkblocks\Patterns\Showcase_Patterns), in file-name order, their tokens filled
 * from the seed's content: its images, its articles, its sound and video files (see Showcase_Media) and
 * the day of the run.
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
	 * @throws RuntimeException When Inkblocks is not active or the page cannot be created.
	 */
	public function create(): array {
		if ( ! class_exists( Showcase_Patterns::class ) ) {
			throw new RuntimeException( 'the showcase page needs the Inkblocks plugin' );
		}
		$values = array(
			'images'   => $this->images,
			'articles' => $this->articles,
			'media'    => $this->media,
		);
		$files  = Showcase_Patterns::sections();
		$parts  = array_map( static fn ( string $file ): string => Showcase_Patterns::fill( (string) file_get_contents( $file ), $values ), array_values( $files ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file shipped with Inkblocks.
		$page   = Demo_Post::insert(
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
}

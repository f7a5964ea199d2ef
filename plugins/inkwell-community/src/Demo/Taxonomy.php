<?php
/**
 * The demo categories and tags.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Demo;

use RuntimeException;

/**
 * Creates the categories (Medical under Health) with descriptions, and the tags.
 */
final class Taxonomy {

	/**
	 * Creates the categories and tags; existing terms with the same slug are reused as they are.
	 *
	 * @return array{categories: array<string, int>, tags: array<string, int>} Term ids by slug.
	 * @throws RuntimeException When a term cannot be created.
	 */
	public function create(): array {
		$categories = array();
		foreach ( Corpus::CATEGORIES as $slug => list( $name, $parent, $description ) ) {
			$categories[ $slug ] = $this->term(
				'category',
				$name,
				array(
					'slug'        => $slug,
					'description' => $description,
					'parent'      => '' === $parent ? 0 : $categories[ $parent ],
				)
			);
		}
		$tags = array();
		foreach ( Corpus::TAGS as $slug => $name ) {
			$tags[ $slug ] = $this->term( 'post_tag', $name, array( 'slug' => $slug ) );
		}
		return array(
			'categories' => $categories,
			'tags'       => $tags,
		);
	}

	/**
	 * Creates one term, marked as demo content, or returns the existing one.
	 *
	 * @param string               $taxonomy Taxonomy.
	 * @param string               $name     Name.
	 * @param array<string, mixed> $args     wp_insert_term() arguments.
	 * @return int
	 * @throws RuntimeException When WordPress refuses the term.
	 */
	private function term( string $taxonomy, string $name, array $args ): int {
		$existing = get_term_by( 'slug', $args['slug'], $taxonomy );
		if ( $existing ) {
			return (int) $existing->term_id;
		}
		$term = wp_insert_term( $name, $taxonomy, $args );
		if ( is_wp_error( $term ) ) {
			throw new RuntimeException( "could not create the $taxonomy $name: " . $term->get_error_message() );
		}
		add_term_meta( (int) $term['term_id'], '_inkwell_demo', 1, true );
		return (int) $term['term_id'];
	}
}

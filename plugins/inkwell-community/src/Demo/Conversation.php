<?php
/**
 * A long conversation on the newest article.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Demo;

/**
 * Tops up the newest article's comments to three comment pages of top-level responses, whatever the seed
 * size, so comment pages (loaded in place) always have something to page through.
 *
 * @phpstan-import-type Article from Articles
 * @phpstan-import-type Account from Accounts
 */
final class Conversation {

	/** Comment pages the newest article gets at least. */
	private const PAGES = 3;

	/**
	 * Creates the step.
	 *
	 * @param Options $options Sizes and seed.
	 * @param Writer  $writer  Text generator.
	 */
	public function __construct(
		private readonly Options $options,
		private readonly Writer $writer,
	) {}

	/**
	 * Adds the missing top-level comments; returns the article's id and how many were added.
	 *
	 * @param array<int, Article> $articles Articles, oldest first.
	 * @param array<int, Account> $accounts Accounts.
	 * @return array{post: int, added: int}
	 */
	public function create( array $articles, array $accounts ): array {
		global $wpdb;
		$open    = array_values( array_filter( $articles, static fn ( array $a ): bool => 'publish' === $a['status'] && $a['open'] ) );
		$readers = array_values( array_filter( $accounts, static fn ( array $a ): bool => 'subscriber' === $a['role'] ) );
		if ( ! $open || ! $readers ) {
			return array(
				'post'  => 0,
				'added' => 0,
			);
		}
		$article = $open[ count( $open ) - 1 ];
		$random  = new Random( $this->options->seed, 'conversation' );
		$wanted  = self::PAGES * max( 1, (int) get_option( 'comments_per_page' ) ) + 1;
		$have    = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->comments} WHERE comment_post_ID = %d AND comment_parent = 0 AND comment_approved = '1'", $article['id'] ) );
		$added   = 0;
		// Demo responses are not news: nobody is notified of them (the hooks come back after the loop).
		global $wp_filter;
		$hooks = $wp_filter['wp_insert_comment'] ?? null;
		remove_all_actions( 'wp_insert_comment' );
		for ( $n = $have; $n < $wanted; $n++ ) {
			$reader = $random->pick( $readers );
			$time   = max( $article['date'] + 60, Clock::BASE - 60 - ( $wanted - $n ) * 1800 );
			wp_insert_comment(
				array(
					'comment_post_ID'      => $article['id'],
					'comment_author'       => $reader['name'],
					'comment_author_email' => $reader['email'],
					'comment_author_IP'    => '127.0.0.1',
					'comment_date'         => Clock::local( $time ),
					'comment_date_gmt'     => Clock::gmt( $time ),
					'comment_content'      => $this->writer->comment( $random, 'comments', $article['subject'] ),
					'comment_approved'     => 1,
					'user_id'              => $reader['id'],
				)
			);
			++$added;
		}
		if ( null !== $hooks ) {
			$wp_filter['wp_insert_comment'] = $hooks; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- puts back the hooks taken out above.
		}
		wp_update_comment_count_now( $article['id'] );
		return array(
			'post'  => $article['id'],
			'added' => $added,
		);
	}
}

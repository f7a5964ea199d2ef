<?php
/**
 * The demo comments.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Demo;

/**
 * Writes approved comments with threaded replies (depth up to 3) in bulk: explicit ids, multi-row INSERTs,
 * one comment-count UPDATE at the end. Popular articles get many comments, some get none.
 *
 * @phpstan-import-type Account from Accounts
 * @phpstan-import-type Article from Articles
 */
final class Discussion {

	/** Rows per INSERT statement. */
	private const BATCH = 400;

	/** Deepest reply level (the site's thread_comments_depth). */
	private const DEPTH = 3;

	/**
	 * Creates the step.
	 *
	 * @param Options $options Sizes and seed.
	 * @param Writer  $writer  Text.
	 */
	public function __construct(
		private readonly Options $options,
		private readonly Writer $writer,
	) {}

	/**
	 * Writes the comments.
	 *
	 * @param array<int, Article> $articles Articles.
	 * @param array<int, Account> $accounts Accounts.
	 * @return array{comments: int, replies: int, posts: int}
	 */
	public function create( array $articles, array $accounts ): array {
		global $wpdb;

		$random    = new Random( $this->options->seed, 'comments' );
		$published = array_values( array_filter( $articles, static fn ( array $a ): bool => 'publish' === $a['status'] && $a['open'] ) );
		$total     = $this->options->comments;
		if ( ! $published || 0 === $total ) {
			return array(
				'comments' => 0,
				'replies'  => 0,
				'posts'    => 0,
			);
		}

		$per_post = $this->distribute( $random, $published, $total );
		$by_id    = array_column( $accounts, null, 'id' );
		$readers  = array_values( array_filter( $accounts, static fn ( array $a ): bool => 'subscriber' === $a['role'] ) );
		$staff    = array_values( array_filter( $accounts, static fn ( array $a ): bool => 'subscriber' !== $a['role'] ) );
		$next_id  = (int) $wpdb->get_var( "SELECT COALESCE(MAX(comment_ID), 0) + 1 FROM {$wpdb->comments}" );
		$rows     = array();
		$replies  = 0;
		$posts    = 0;

		foreach ( $published as $p => $article ) {
			$count = $per_post[ $p ];
			if ( 0 === $count ) {
				continue;
			}
			++$posts;
			$thread = array(); // Comments of this post: id => [depth, user id, time].
			for ( $c = 0; $c < $count; $c++ ) {
				$parent = 0;
				if ( $thread && $random->chance( 0.38 ) ) {
					$open = array_keys( array_filter( $thread, static fn ( array $t ): bool => $t[0] < self::DEPTH ) );
					if ( $open ) {
						$parent = $random->pick( $open );
					}
				}
				if ( $parent ) {
					list( $depth, $parent_user, $parent_time ) = $thread[ $parent ];
					++$depth;
					$time = min( Clock::BASE - 60, $parent_time + 600 + (int) ( -log( 1 - $random->float() ) * 9 * 3600 ) );
					if ( $parent_user !== $article['author'] && $random->chance( 0.4 ) ) {
						$user = $by_id[ $article['author'] ];
						$kind = 'author_replies';
					} else {
						$user = $this->commenter( $random, $readers, $staff, $time, $parent_user );
						$kind = $random->chance( 0.7 ) ? 'replies' : 'comments';
					}
					++$replies;
				} else {
					$depth = 1;
					$room  = max( 60, Clock::BASE - 60 - $article['date'] );
					$time  = $article['date'] + min( $room, 300 + (int) ( -log( 1 - $random->float() ) * 40 * 3600 ) );
					$user  = $this->commenter( $random, $readers, $staff, $time, $article['author'] );
					$kind  = 'comments';
				}
				$time          = max( $time, $article['date'] + 60 );
				$id            = $next_id++;
				$rows[]        = array(
					$id,
					$article['id'],
					$user['name'],
					$user['email'],
					'',
					'127.0.0.1',
					Clock::local( $time ),
					Clock::gmt( $time ),
					$this->writer->comment( $random, $kind, $article['subject'] ),
					0,
					'1',
					'Mozilla/5.0 (X11; Linux x86_64) Inkwell demo content',
					'comment',
					$parent,
					$user['id'],
				);
				$thread[ $id ] = array( $depth, $user['id'], $time );
				if ( count( $rows ) >= self::BATCH ) {
					$this->flush( $rows );
				}
			}
		}
		$this->flush( $rows );

		$ids = implode( ',', array_map( 'intval', array_column( $published, 'id' ) ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- integer ids only.
		$wpdb->query( "UPDATE {$wpdb->posts} p SET p.comment_count = ( SELECT COUNT(*) FROM {$wpdb->comments} c WHERE c.comment_post_ID = p.ID AND c.comment_approved = '1' ) WHERE p.ID IN ($ids)" );

		return array(
			'comments' => $total,
			'replies'  => $replies,
			'posts'    => $posts,
		);
	}

	/**
	 * Splits the total over the articles: skewed, a tenth without any, the newest one well discussed.
	 *
	 * @param Random              $random    Stream.
	 * @param array<int, Article> $published Articles with comments open, oldest first.
	 * @param int                 $total     Comments.
	 * @return array<int, int> Comments per article index.
	 */
	private function distribute( Random $random, array $published, int $total ): array {
		$weights = array();
		foreach ( $published as $p => $article ) {
			$weights[ $p ] = $random->chance( 0.1 ) ? 0.0 : 0.25 + 6 * $random->float() ** 4;
		}
		$last             = count( $published ) - 1;
		$others           = array_sum( $weights ) - $weights[ $last ];
		$wanted           = min( 40.0, $total * 0.08 ); // Enough for a few comment pages.
		$weights[ $last ] = max( $weights[ $last ], $wanted < $total ? $others * $wanted / ( $total - $wanted ) : 1.0, 0.25 );
		if ( 0.0 === array_sum( $weights ) ) {
			$weights[ $last ] = 1.0;
		}
		$cumulative = Random::cumulative( $weights );
		$counts     = array_fill( 0, count( $published ), 0 );
		for ( $i = 0; $i < $total; $i++ ) {
			++$counts[ $random->weighted( $cumulative ) ];
		}
		return $counts;
	}

	/**
	 * Picks who writes a comment: mostly readers, sometimes staff; registered before $time, not $avoid.
	 *
	 * @param Random              $random  Stream.
	 * @param array<int, Account> $readers Readers.
	 * @param array<int, Account> $staff   Authors and the editor.
	 * @param int                 $time    Comment time.
	 * @param int                 $avoid   A user id not to pick (the person replied to, or the post's author).
	 * @return Account
	 */
	private function commenter( Random $random, array $readers, array $staff, int $time, int $avoid ): array {
		for ( $attempt = 0; $attempt < 8; $attempt++ ) {
			$pool = $readers && $random->chance( 0.8 ) ? $readers : $staff;
			$user = $random->pick( $pool );
			if ( $user['id'] !== $avoid && $user['registered'] < $time ) {
				return $user;
			}
		}
		foreach ( $staff as $user ) {
			if ( $user['id'] !== $avoid ) {
				return $user;
			}
		}
		return $staff[0];
	}

	/**
	 * Inserts the buffered rows in one statement and empties the buffer.
	 *
	 * @param array<int, array<int, int|string>> $rows Rows.
	 */
	private function flush( array &$rows ): void {
		global $wpdb;
		if ( ! $rows ) {
			return;
		}
		$placeholders = implode( ', ', array_fill( 0, count( $rows ), '(%d, %d, %s, %s, %s, %s, %s, %s, %s, %d, %s, %s, %s, %d, %d)' ) );
		$wpdb->query(
			$wpdb->prepare(
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- one placeholder group per row.
				"INSERT INTO {$wpdb->comments} (comment_ID, comment_post_ID, comment_author, comment_author_email, comment_author_url, comment_author_IP, comment_date, comment_date_gmt, comment_content, comment_karma, comment_approved, comment_agent, comment_type, comment_parent, user_id) VALUES $placeholders",
				array_merge( ...$rows )
			)
		);
		$rows = array();
	}
}

<?php
/**
 * The demo articles.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Demo;

use RuntimeException;

/**
 * Creates the published articles (oldest first), a few drafts per author and one scheduled article.
 *
 * @phpstan-import-type Account from Accounts
 * @phpstan-type Article array{id: int, author: int, date: int, status: string, topic: string, subject: string, open: bool}
 */
final class Articles {

	/** Share of published articles with comments closed. */
	private const CLOSED = 0.05;

	/**
	 * Creates the step.
	 *
	 * @param Options  $options  Sizes and seed.
	 * @param Clock    $clock    Calendar.
	 * @param Writer   $writer   Text.
	 * @param Progress $progress Progress lines.
	 */
	public function __construct(
		private readonly Options $options,
		private readonly Clock $clock,
		private readonly Writer $writer,
		private readonly Progress $progress,
	) {}

	/**
	 * Creates the articles.
	 *
	 * @param array<int, Account>                                             $accounts Accounts, authors first.
	 * @param array{categories: array<string, int>, tags: array<string, int>} $terms Term ids.
	 * @param array<int, array{id: int, url: string, alt: string}>            $images   Media-library images.
	 * @return array<int, Article> Published articles first (oldest first), then drafts and the scheduled one.
	 * @throws RuntimeException When an article cannot be saved.
	 */
	public function create( array $accounts, array $terms, array $images ): array {
		$random   = new Random( $this->options->seed, 'articles' );
		$authors  = array_values( array_filter( $accounts, static fn ( array $a ): bool => 'author' === $a['role'] ) );
		$topics   = $this->topics( $random, $this->options->posts );
		$author_w = Random::cumulative( array_column( $authors, 'weight' ) );
		$count    = $this->options->posts;
		$span     = $this->clock->span_days * Clock::DAY;
		$start    = $this->clock->start();
		$out      = array();

		for ( $i = 0; $i < $count; $i++ ) {
			$topic  = $topics[ $i ];
			$author = $this->author( $random, $authors, $author_w, $topic );
			$day    = $start + (int) ( $span * ( $i + 0.1 + 0.8 * $random->float() ) / $count );
			$date   = $day - $day % Clock::DAY + $random->int( 6, 21 ) * 3600 + $random->int( 0, 59 ) * 60;
			$open   = ! $random->chance( self::CLOSED );
			$out[]  = $this->insert( $random, $topic, $author, $date, 'publish', $open, $terms, $images );
			if ( 0 === ( $i + 1 ) % 500 && $i + 1 < $count ) {
				$this->progress->note( sprintf( '%d of %d articles', $i + 1, $count ) );
			}
		}

		// Drafts sit in each author's "my drafts" tab; dated in the last days before the base date.
		foreach ( $authors as $author ) {
			for ( $d = 0, $drafts = $random->int( 2, 3 ); $d < $drafts; $d++ ) {
				$topic = $random->pick( $author['topics'] );
				$date  = Clock::BASE - $random->int( 1, 20 ) * Clock::DAY + $random->int( 8, 20 ) * 3600;
				$out[] = $this->insert( $random, $topic, $author, $date, 'draft', true, $terms, $images );
			}
		}
		// A year after the base date, so it stays scheduled.
		$out[] = $this->insert( $random, $authors[0]['topics'][0], $authors[0], Clock::BASE + 365 * Clock::DAY + 9 * 3600, 'future', true, $terms, $images );

		return $out;
	}

	/**
	 * The topic of each published article: every category gets its weighted share (largest remainders),
	 * in a shuffled order, so even a small site has a few articles in each and Health/Medical lead.
	 *
	 * @param Random $random Stream.
	 * @param int    $count  Articles.
	 * @return array<int, string> Category slugs.
	 */
	private function topics( Random $random, int $count ): array {
		$weights = array_map( static fn ( array $c ): float => $c[3], Corpus::CATEGORIES );
		$total   = array_sum( $weights );
		$shares  = array();
		$rests   = array();
		foreach ( $weights as $slug => $weight ) {
			$exact           = $count * $weight / $total;
			$shares[ $slug ] = (int) floor( $exact );
			$rests[ $slug ]  = $exact - floor( $exact );
		}
		arsort( $rests );
		foreach ( array_slice( array_keys( $rests ), 0, $count - array_sum( $shares ) ) as $slug ) {
			++$shares[ $slug ];
		}
		$list = array();
		foreach ( $shares as $slug => $share ) {
			array_push( $list, ...array_fill( 0, $share, $slug ) );
		}
		return $random->shuffle( $list );
	}

	/**
	 * Picks the author: usually one who covers the topic.
	 *
	 * @param Random              $random   Stream.
	 * @param array<int, Account> $authors  Authors.
	 * @param array<int, float>   $weights  Cumulative author weights.
	 * @param string              $topic    Category slug.
	 * @return Account
	 */
	private function author( Random $random, array $authors, array $weights, string $topic ): array {
		$experts = array_values( array_filter( $authors, static fn ( array $a ): bool => in_array( $topic, $a['topics'], true ) ) );
		if ( $experts && $random->chance( 0.85 ) ) {
			return $experts[ $random->weighted( Random::cumulative( array_column( $experts, 'weight' ) ) ) ];
		}
		return $authors[ $random->weighted( $weights ) ];
	}

	/**
	 * Writes and saves one article.
	 *
	 * @param Random                                                          $random Stream.
	 * @param string                                                          $topic  Category slug.
	 * @param array<string, mixed>                                            $author Author (an Account).
	 * @param int                                                             $date   Publication time.
	 * @param string                                                          $status publish, draft or future.
	 * @param bool                                                            $open   Comments open.
	 * @param array{categories: array<string, int>, tags: array<string, int>} $terms  Term ids.
	 * @param array<int, array{id: int, url: string, alt: string}>            $images Images.
	 * @return Article
	 * @throws RuntimeException When WordPress refuses the post.
	 */
	private function insert( Random $random, string $topic, array $author, int $date, string $status, bool $open, array $terms, array $images ): array {
		list( $title, $subject ) = $this->writer->title( $random, $topic );
		$bank                    = $this->writer->topic_tags( $topic );
		$tags                    = array_map( static fn ( string $slug ): int => $terms['tags'][ $slug ], $random->sample( $bank, $random->int( 2, min( 4, count( $bank ) ) ) ) );
		$cover                   = $images ? $random->pick( $images ) : null;
		$data                    = array(
			'post_title'     => $title,
			'post_excerpt'   => $this->writer->excerpt( $random, $subject ),
			'post_content'   => $this->writer->body( $random, $topic, $subject, $images ),
			'post_status'    => $status,
			'post_type'      => 'post',
			'post_author'    => $author['id'],
			'post_date'      => Clock::local( $date ),
			'comment_status' => $open ? 'open' : 'closed',
			'ping_status'    => 'closed',
			'meta_input'     => array( '_inkwell_demo' => 1 ) + ( $cover ? array( '_thumbnail_id' => $cover['id'] ) : array() ),
		);
		if ( 'draft' !== $status ) {
			$data['post_date_gmt'] = Clock::gmt( $date );
		}
		$id = wp_insert_post( wp_slash( $data ), true, false );
		if ( is_wp_error( $id ) ) {
			throw new RuntimeException( "could not save the article \"$title\": " . $id->get_error_message() );
		}
		wp_set_object_terms( $id, array( $terms['categories'][ $topic ] ), 'category' );
		wp_set_object_terms( $id, $tags, 'post_tag' );
		return array(
			'id'      => (int) $id,
			'author'  => $author['id'],
			'date'    => $date,
			'status'  => $status,
			'topic'   => $topic,
			'subject' => $subject,
			'open'    => $open,
		);
	}
}

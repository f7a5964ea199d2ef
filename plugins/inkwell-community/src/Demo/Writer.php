<?php
/**
 * Writes the demo articles: titles, excerpts and block-markup bodies.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Demo;

/**
 * Builds real-looking articles from the topic banks: an intro, h2 sections with paragraphs, lists, quotes and
 * an occasional image, and a closing section, at a drawn length of 600 to 1800 words.
 */
final class Writer {

	/**
	 * Titles handed out so far (lower case), to keep them unique.
	 *
	 * @var array<string, true>
	 */
	private array $titles = array();

	/**
	 * Suffixes that tell two articles on the same angle apart once the plain titles run out.
	 *
	 * @var array<int, string>
	 */
	private const SUFFIXES = array( ', revisited', ': a second look', ', one year later', ': readers answer', ': the long version', ', in practice', ': notes from the field', ', for beginners' );

	/**
	 * Creates the writer.
	 *
	 * @param Corpus $corpus The text banks.
	 */
	public function __construct( private readonly Corpus $corpus ) {}

	/**
	 * A unique title on the topic and the subject it is about.
	 *
	 * @param Random $random The article's stream.
	 * @param string $topic  Category slug.
	 * @return array{0: string, 1: string} Title and subject.
	 */
	public function title( Random $random, string $topic ): array {
		$bank = $this->corpus->topics[ $topic ];
		for ( $attempt = 0; $attempt < 40; $attempt++ ) {
			$subject = $random->pick( $bank['subjects'] );
			$title   = $this->fill( $random->pick( $bank['titles'] ), $subject, $random );
			if ( $attempt >= 25 ) {
				$title .= $random->pick( self::SUFFIXES );
			}
			if ( $this->claim( $title ) ) {
				return array( $title, $subject );
			}
		}
		for ( $n = 2; ; $n++ ) {
			$candidate = $title . ' (' . $n . ')';
			if ( $this->claim( $candidate ) ) {
				return array( $candidate, $subject );
			}
		}
	}

	/**
	 * Tag slugs that suit a topic.
	 *
	 * @param string $topic Category slug.
	 * @return array<int, string>
	 */
	public function topic_tags( string $topic ): array {
		return $this->corpus->topics[ $topic ]['tags'];
	}

	/**
	 * A one-sentence summary for the excerpt field.
	 *
	 * @param Random $random  The article's stream.
	 * @param string $subject The subject.
	 * @return string
	 */
	public function excerpt( Random $random, string $subject ): string {
		return $this->fill( $random->pick( $this->corpus->phrases['excerpts'] ), $subject, $random );
	}

	/**
	 * The article body as block markup.
	 *
	 * @param Random                                               $random  The article's stream.
	 * @param string                                               $topic   Category slug.
	 * @param string                                               $subject The subject.
	 * @param array<int, array{id: int, url: string, alt: string}> $images  Images that may appear inline.
	 * @return string
	 */
	public function body( Random $random, string $topic, string $subject, array $images ): string {
		$bank      = $this->corpus->topics[ $topic ];
		$phrases   = $this->corpus->phrases;
		$target    = 600 + $random->int( 0, 1150 );
		$deck      = new Deck( $random, $bank['sentences'] );
		$generic   = new Deck( $random, $phrases['sentences'] );
		$headings  = new Deck( $random, $bank['headings'] );
		$lists     = new Deck( $random, $bank['lists'] );
		$quotes    = new Deck( $random, $bank['quotes'] );
		$blocks    = array();
		$words     = 0;
		$image_out = 0;
		$quote_out = 0;

		$intro    = $this->fill( $random->pick( $phrases['intro_openers'] ), $subject, $random ) . ' '
			. $this->sentences( $random, $deck, $generic, $subject, $random->int( 2, 4 ) );
		$blocks[] = self::paragraph( $intro );
		$words   += str_word_count( $intro );
		if ( $random->chance( 0.6 ) ) {
			$text     = $this->sentences( $random, $deck, $generic, $subject, $random->int( 2, 4 ) );
			$blocks[] = self::paragraph( $text );
			$words   += str_word_count( $text );
		}

		$sections = 0;
		while ( $words < $target - 90 && $sections < 12 ) {
			++$sections;
			$blocks[] = self::heading( $this->fill( $headings->draw(), $subject, $random ) );
			$count    = $random->int( 2, 3 );
			for ( $p = 0; $p < $count; $p++ ) {
				$text     = $this->sentences( $random, $deck, $generic, $subject, $random->int( 3, 5 ) );
				$blocks[] = self::paragraph( $text );
				$words   += str_word_count( $text );
				if ( 0 === $p && $random->chance( 0.28 ) ) {
					$items = array();
					for ( $n = $random->int( 3, 5 ); $n > 0; $n-- ) {
						$items[] = (string) $lists->draw();
					}
					$items    = array_values( array_unique( $items ) );
					$blocks[] = self::bullets( $items );
					$words   += str_word_count( implode( ' ', $items ) );
				}
			}
			if ( $quote_out < 2 && $random->chance( 0.22 ) ) {
				++$quote_out;
				$quote    = $quotes->draw();
				$blocks[] = self::quote( $quote[0], $quote[1] );
				$words   += str_word_count( $quote[0] );
			}
			if ( $images && 0 === $image_out && $sections >= 2 && $random->chance( 0.3 ) ) {
				++$image_out;
				$blocks[] = self::image( $random->pick( $images ), $random->pick( $bank['captions'] ) );
			}
		}

		$blocks[] = self::heading( $random->pick( $phrases['closings'] ) );
		$blocks[] = self::paragraph(
			$this->sentences( $random, $deck, $generic, $subject, $random->int( 2, 3 ) ) . ' ' . $random->pick( $phrases['closing_lines'] )
		);

		return implode( "\n\n", $blocks );
	}

	/**
	 * A short comment text.
	 *
	 * @param Random $random  The comment stream.
	 * @param string $kind    comments, replies or author_replies.
	 * @param string $subject The article's subject.
	 * @return string
	 */
	public function comment( Random $random, string $kind, string $subject ): string {
		$bank = $this->corpus->phrases[ $kind ];
		$text = $this->fill( $random->pick( $bank ), $subject, $random );
		if ( 'comments' === $kind && $random->chance( 0.35 ) ) {
			$second = $this->fill( $random->pick( $bank ), $subject, $random );
			if ( $second !== $text ) {
				$text .= ' ' . $second;
			}
		}
		return $text;
	}

	/**
	 * Records a title; false when it was taken.
	 *
	 * @param string $title The title.
	 * @return bool
	 */
	private function claim( string $title ): bool {
		$key = strtolower( $title );
		if ( isset( $this->titles[ $key ] ) ) {
			return false;
		}
		$this->titles[ $key ] = true;
		return true;
	}

	/**
	 * Joins $count sentences, mostly on the topic, some general.
	 *
	 * @param Random $random  The article's stream.
	 * @param Deck   $topic   Topic sentences.
	 * @param Deck   $generic General sentences.
	 * @param string $subject The subject.
	 * @param int    $count   How many.
	 * @return string
	 */
	private function sentences( Random $random, Deck $topic, Deck $generic, string $subject, int $count ): string {
		$out = array();
		for ( $i = 0; $i < $count; $i++ ) {
			$out[] = $this->fill( $random->chance( 0.68 ) ? $topic->draw() : $generic->draw(), $subject, $random );
		}
		return implode( ' ', $out );
	}

	/**
	 * Fills the {subject}, {Subject} and {n} slots of a template.
	 *
	 * @param string $template The template.
	 * @param string $subject  The subject.
	 * @param Random $random   Stream for {n}.
	 * @return string
	 */
	private function fill( string $template, string $subject, Random $random ): string {
		$text = strtr(
			$template,
			array(
				'{subject}' => $subject,
				'{Subject}' => self::upper_first( $subject ),
			)
		);
		if ( str_contains( $text, '{n}' ) ) {
			$text = str_replace( '{n}', (string) $random->int( 3, 12 ), $text );
		}
		return self::upper_first( $text );
	}

	/**
	 * Upper-cases the first letter (multibyte safe).
	 *
	 * @param string $text The text.
	 * @return string
	 */
	private static function upper_first( string $text ): string {
		return mb_strtoupper( mb_substr( $text, 0, 1 ) ) . mb_substr( $text, 1 );
	}

	/**
	 * Escapes text for a block's HTML (apostrophes stay readable in the editor).
	 *
	 * @param string $text Plain text.
	 * @return string
	 */
	private static function html( string $text ): string {
		return htmlspecialchars( $text, ENT_NOQUOTES | ENT_HTML5, 'UTF-8' );
	}

	/**
	 * A paragraph block.
	 *
	 * @param string $text Plain text.
	 * @return string
	 */
	private static function paragraph( string $text ): string {
		return "<!-- wp:paragraph -->\n<p>" . self::html( $text ) . "</p>\n<!-- /wp:paragraph -->";
	}

	/**
	 * An h2 heading block.
	 *
	 * @param string $text Plain text.
	 * @return string
	 */
	private static function heading( string $text ): string {
		return "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">" . self::html( $text ) . "</h2>\n<!-- /wp:heading -->";
	}

	/**
	 * A bulleted list block.
	 *
	 * @param array<int, string> $items Plain-text items.
	 * @return string
	 */
	private static function bullets( array $items ): string {
		$inner = '';
		foreach ( $items as $item ) {
			$inner .= "<!-- wp:list-item -->\n<li>" . self::html( $item ) . "</li>\n<!-- /wp:list-item -->";
		}
		return "<!-- wp:list -->\n<ul class=\"wp-block-list\">" . $inner . "</ul>\n<!-- /wp:list -->";
	}

	/**
	 * A quote block with a citation.
	 *
	 * @param string $text Quote.
	 * @param string $cite Who said it.
	 * @return string
	 */
	private static function quote( string $text, string $cite ): string {
		return "<!-- wp:quote -->\n<blockquote class=\"wp-block-quote\"><!-- wp:paragraph -->\n<p>" . self::html( $text )
			. "</p>\n<!-- /wp:paragraph --><cite>" . self::html( self::upper_first( $cite ) ) . "</cite></blockquote>\n<!-- /wp:quote -->";
	}

	/**
	 * An image block showing a media-library image at the large size.
	 *
	 * @param array{id: int, url: string, alt: string} $image   The image.
	 * @param string                                   $caption Caption.
	 * @return string
	 */
	private static function image( array $image, string $caption ): string {
		$id = (int) $image['id'];
		return '<!-- wp:image {"id":' . $id . ',"sizeSlug":"large","linkDestination":"none"} -->' . "\n"
			. '<figure class="wp-block-image size-large"><img src="' . htmlspecialchars( $image['url'], ENT_QUOTES ) . '" alt="'
			. htmlspecialchars( $image['alt'], ENT_QUOTES ) . '" class="wp-image-' . $id . '"/><figcaption class="wp-element-caption">'
			. self::html( $caption ) . "</figcaption></figure>\n<!-- /wp:image -->";
	}
}

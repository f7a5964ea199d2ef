<?php
/**
 * The demo of the Popup trigger block on the page /popups/.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Demo;

use Inkblocks\Popups\Popup_Post_Type;
use RuntimeException;

/**
 * Creates popups without display conditions (only the trigger blocks that name them print them) and adds
 * a section to /popups/ with one Popup trigger block per kind: a button, a link to an article whose
 * content a post-content popup shows, wrapped blocks opened by a click, a button opened on hover, and
 * wrapped blocks opened when scrolled into view.
 */
final class Popup_Triggers {

	/**
	 * Creates the step.
	 *
	 * @param int $author Owner of the popups (the editor).
	 */
	public function __construct( private readonly int $author ) {}

	/**
	 * Creates the popups and adds the trigger blocks to the page, after its intro paragraph.
	 *
	 * @param int $page    The page /popups/.
	 * @param int $article The article the post-content popup shows.
	 * @return array<string, int> Popup ids by trigger kind.
	 * @throws RuntimeException When a popup cannot be created.
	 */
	public function create( int $page, int $article ): array {
		$popups = array(
			'button'    => $this->popup( 'Reading list', 'Three long reads for the weekend: the history of the printing press, a year of city gardens and the quiet craft of letter writing.' ),
			'link'      => $this->popup( 'Featured article', '', 'post-content' ),
			'wrapper'   => $this->popup( 'Behind the scenes', 'Inkwell is written by a small team of editors and a large community of readers who became authors.' ),
			'hover'     => $this->popup( 'Quick tip', 'Follow a topic to find its new articles in your feed first.' ),
			'scroll-to' => $this->popup( 'Keep reading', 'You made it this far: the archive holds hundreds more articles like these.' ),
		);
		$blocks = "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Popup trigger blocks</h2>\n<!-- /wp:heading -->\n\n"
			. "<!-- wp:paragraph -->\n<p>These popups open only from the blocks below, each a Popup trigger block of another kind.</p>\n<!-- /wp:paragraph -->\n\n"
			. $this->trigger( $popups['button'], array( 'text' => 'Open the reading list' ) )
			. $this->trigger(
				$popups['link'],
				array(
					'display' => 'link',
					'text'    => "Read \u{201C}" . wp_strip_all_tags( get_the_title( $article ) ) . "\u{201D} here",
					'postId'  => $article,
				)
			)
			. $this->trigger(
				$popups['wrapper'],
				array(
					'display' => 'wrapper',
					'text'    => 'Meet the team',
				),
				"<!-- wp:heading {\"level\":3} -->\n<h3 class=\"wp-block-heading\">Who writes Inkwell?</h3>\n<!-- /wp:heading -->\n\n<!-- wp:paragraph -->\n<p>Click anywhere on this card to find out.</p>\n<!-- /wp:paragraph -->"
			)
			. $this->trigger(
				$popups['hover'],
				array(
					'trigger' => 'hover',
					'text'    => 'Point here for a quick tip',
				)
			)
			. "<!-- wp:spacer {\"height\":\"120vh\"} -->\n<div style=\"height:120vh\" aria-hidden=\"true\" class=\"wp-block-spacer\"></div>\n<!-- /wp:spacer -->\n\n"
			. $this->trigger(
				$popups['scroll-to'],
				array(
					'display' => 'wrapper',
					'trigger' => 'scroll-to',
					'text'    => 'Show the suggestion again',
				),
				"<!-- wp:paragraph {\"className\":\"demo-trigger-scroll\"} -->\n<p class=\"demo-trigger-scroll\">Half of this paragraph in view opens a suggestion.</p>\n<!-- /wp:paragraph -->"
			);

		// The seed suspends cache invalidation: the cached page predates the content the popups step gave it.
		wp_cache_delete( $page, 'posts' );
		$content = (string) get_post_field( 'post_content', $page );
		$after   = '<!-- /wp:paragraph -->';
		$at      = strpos( $content, $after );
		$at      = false === $at ? 0 : $at + strlen( $after ) + 2;
		wp_update_post(
			wp_slash(
				array(
					'ID'           => $page,
					'post_content' => substr( $content, 0, $at ) . $blocks . substr( $content, $at ),
				)
			)
		);
		return $popups;
	}

	/**
	 * Creates a popup that only trigger blocks print (no display conditions).
	 *
	 * @param string $title        Title.
	 * @param string $text         Its paragraph ('' for a post-content popup).
	 * @param string $content_type default or post-content.
	 * @throws RuntimeException When WordPress refuses it.
	 */
	private function popup( string $title, string $text, string $content_type = 'default' ): int {
		$id = Demo_Post::insert(
			array(
				'post_title'   => $title,
				'post_name'    => sanitize_title( $title ),
				'post_content' => '' === $text ? '' : "<!-- wp:paragraph -->\n<p>" . esc_html( $text ) . "</p>\n<!-- /wp:paragraph -->",
				'post_type'    => Popup_Post_Type::POST_TYPE,
				'post_author'  => $this->author,
			),
			$title
		);
		update_post_meta(
			$id,
			Popup_Post_Type::SETTINGS_META,
			array(
				'open-trigger' => 'click',
				'conditions'   => array(),
				'content-type' => $content_type,
			)
		);
		return $id;
	}

	/**
	 * The markup of a Popup trigger block.
	 *
	 * @param int                 $popup      The popup.
	 * @param array<string,mixed> $attributes Other attributes.
	 * @param string              $inner      Inner blocks (the wrapper display).
	 */
	private function trigger( int $popup, array $attributes, string $inner = '' ): string {
		$open = '<!-- wp:inkblocks/popup-trigger ' . serialize_block_attributes( array( 'popupId' => $popup ) + $attributes );
		return ( '' === $inner ? "$open /-->" : "$open -->\n$inner\n<!-- /wp:inkblocks/popup-trigger -->" ) . "\n\n";
	}
}

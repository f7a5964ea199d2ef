<?php
/**
 * Prints the community controls on the theme's action hooks.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Controls;

/**
 * Follow, block, bookmark and comment-notification controls in the places the theme offers: under an
 * article, in the author box, in an author's profile header and in a topic header.
 *
 * @since 0.1.0
 */
final class Controls {

	/**
	 * Creates the controls.
	 *
	 * @param Toggle_Button        $buttons      The toggle buttons.
	 * @param Comment_Subscription $subscription The comment-notification control.
	 */
	public function __construct(
		private readonly Toggle_Button $buttons,
		private readonly Comment_Subscription $subscription,
	) {
	}

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		add_action( 'inkwell_entry_actions', array( $this, 'entry_actions' ), 20 );
		add_action( 'inkwell_author_box_actions', array( $this, 'follow_author' ) );
		add_action( 'inkwell_author_header_actions', array( $this, 'author_header_actions' ) );
		add_action( 'inkwell_category_header_actions', array( $this, 'follow_category' ) );
	}

	/**
	 * Bookmark and comment notifications under an article (the like button comes first).
	 *
	 * @param int|mixed $post_id The article.
	 */
	public function entry_actions( $post_id ): void {
		$post = get_post( (int) $post_id );
		if ( ! $post || 'post' !== $post->post_type || 'publish' !== $post->post_status ) {
			return;
		}
		$this->out( $this->buttons->render( Toggle_Button::BOOKMARK, $post->ID ) );
		if ( comments_open( $post ) ) {
			$this->out( $this->subscription->render( $post->ID ) );
		}
	}

	/**
	 * The follow button of an author.
	 *
	 * @param int|mixed $author_id The author.
	 */
	public function follow_author( $author_id ): void {
		$this->out( $this->buttons->render( Toggle_Button::FOLLOW_USER, (int) $author_id ) );
	}

	/**
	 * Follow and block in a profile header.
	 *
	 * @param int|mixed $author_id The profile's user.
	 */
	public function author_header_actions( $author_id ): void {
		$this->follow_author( $author_id );
		$this->out( $this->buttons->render( Toggle_Button::BLOCK, (int) $author_id ) );
	}

	/**
	 * The follow button of a topic.
	 *
	 * @param int|mixed $term_id The category.
	 */
	public function follow_category( $term_id ): void {
		$this->out( $this->buttons->render( Toggle_Button::FOLLOW_CATEGORY, (int) $term_id ) );
	}

	/**
	 * Prints HTML a template rendered (and escaped).
	 *
	 * @param string $html The HTML.
	 */
	private function out( string $html ): void {
		echo $html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the templates escape.
	}
}

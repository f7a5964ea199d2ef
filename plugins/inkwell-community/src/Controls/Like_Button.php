<?php
/**
 * The like button under an article.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Controls;

use Inkwell\Community\Frontend\Assets;
use Inkwell\Community\Frontend\Template;
use Inkwell\Community\Storage\Relations;

/**
 * Prints the like button on the theme's `inkwell_entry_actions` hook: a React island for logged-in
 * readers, a login-popup control for guests.
 *
 * @since 0.1.0
 */
final class Like_Button {

	/**
	 * Creates the control.
	 *
	 * @param Relations $relations The relations store.
	 */
	public function __construct( private readonly Relations $relations ) {
	}

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		add_action( 'inkwell_entry_actions', array( $this, 'print' ) );
	}

	/**
	 * Prints the button for a post.
	 *
	 * @param int|mixed $post_id The article's id.
	 */
	public function print( $post_id ): void {
		echo $this->render( (int) $post_id ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the template escapes.
	}

	/**
	 * The button's HTML for a post, or '' when the post cannot be liked.
	 *
	 * @since 0.1.0
	 *
	 * @param int $post_id The article's id.
	 */
	public function render( int $post_id ): string {
		$post = get_post( $post_id );
		if ( ! $post || 'post' !== $post->post_type || 'publish' !== $post->post_status ) {
			return '';
		}
		$user_id = get_current_user_id();
		// Guests need the bundle too: their control opens the login popup.
		Assets::enqueue();
		return Template::render(
			'like-button',
			array(
				'post_id'   => $post->ID,
				'count'     => $this->relations->count( Relations::LIKE, Relations::POST, $post->ID ),
				'liked'     => $user_id && $this->relations->has( $user_id, Relations::LIKE, Relations::POST, $post->ID ),
				'logged_in' => (bool) $user_id,
				'login_url' => wp_login_url( (string) get_permalink( $post ) ),
			)
		);
	}
}

<?php
/**
 * The onboarding slider shown once to a newly registered reader.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Frontend;

/**
 * Registration through WordPress marks the new user; the first front-end page they open after logging
 * in prints the slider (SPEC 2.7: Next, Skip to the last slide, Close) and clears the mark, so it is
 * shown once. The `onboarding` bundle, plain DOM, drives it and is loaded only on that page.
 *
 * @since 0.1.0
 */
final class Onboarding {

	/** User meta set on registration and removed once the slider was shown. */
	public const META = 'inkwell_onboarding';

	/** Script handle of the slider. */
	public const SCRIPT = 'inkwell-onboarding';

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		add_action( 'register_new_user', array( $this, 'mark' ) );
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ) );
		add_action( 'wp_footer', array( $this, 'print' ) );
	}

	/**
	 * Marks a user who has just registered.
	 *
	 * @param int|mixed $user_id The new user.
	 */
	public function mark( $user_id ): void {
		update_user_meta( (int) $user_id, self::META, '1' );
	}

	/**
	 * Whether the current user is still to see the slider.
	 *
	 * @since 0.1.0
	 */
	public static function is_due(): bool {
		$user_id = get_current_user_id();
		return $user_id && '1' === get_user_meta( $user_id, self::META, true );
	}

	/**
	 * Loads the slider's script and the community style on the page that shows it.
	 */
	public function enqueue(): void {
		if ( self::is_due() ) {
			wp_enqueue_script( self::SCRIPT );
			wp_enqueue_style( Assets::HANDLE );
		}
	}

	/**
	 * Prints the slider once and clears the mark.
	 */
	public function print(): void {
		if ( ! self::is_due() ) {
			return;
		}
		delete_user_meta( get_current_user_id(), self::META );
		echo Template::render( 'onboarding', array( 'slides' => self::slides() ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the template escapes.
	}

	/**
	 * The slides: a title and a text each.
	 *
	 * @return array<int,array{title: string, text: string}>
	 */
	private static function slides(): array {
		$slides = array(
			array(
				'title' => __( 'Welcome to the community', 'inkwell-community' ),
				'text'  => __( 'Your account is ready. Here is how to make the most of it, in three short steps.', 'inkwell-community' ),
			),
			array(
				'title' => __( 'Follow authors and topics', 'inkwell-community' ),
				'text'  => __( 'Press Follow on an author or a topic and their new stories come to you, by e-mail too.', 'inkwell-community' ),
			),
			array(
				'title' => __( 'Like, bookmark and respond', 'inkwell-community' ),
				'text'  => __( 'Like the stories you enjoy, bookmark them for later and join the conversation under each one.', 'inkwell-community' ),
			),
			array(
				'title' => __( 'Make it yours', 'inkwell-community' ),
				'text'  => __( 'Add a profile image, choose your cover and switch dark mode on your account page.', 'inkwell-community' ),
			),
		);
		/**
		 * Filters the slides of the onboarding slider.
		 *
		 * @since 0.1.0
		 *
		 * @param array<int,array{title: string, text: string}> $slides The slides.
		 */
		return (array) apply_filters( 'inkwell_onboarding_slides', $slides );
	}
}

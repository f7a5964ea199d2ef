<?php
/**
 * The profile settings of the account page: profile address, cover overlay and profile image.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Profile;

use Inkwell\Community\Frontend\Assets;
use Inkwell\Community\Frontend\Template;
use Inkwell\Community\Profile\Cover_Overlay;
use Inkwell\Community\Profile\Profile_Image;
use Inkwell\Community\Rest\Request_Exception;
use Inkwell\Community\Storage\Storage_Unavailable;

/**
 * Prints the profile form on the theme's `inkwell_account` action (SPEC 2.8) and saves it through
 * admin-post.php: nonce and capability checked, every field validated before anything is written, the
 * outcome shown on the page it came from. The `account` bundle adds the live previews. Also prints the
 * profile cover on author pages.
 *
 * @since 0.1.0
 */
final class Account_Settings {

	public const ACTION = 'inkwell_save_profile';

	/** The form field of the profile address (Public_Identity). */
	public const SLUG_FIELD = 'profile_slug';

	/** The form field of the hidden delete flag: '1' when the user removed the image. */
	public const DELETE_FLAG = 'profile_image_delete';

	/** Script handle of the account page's previews. */
	public const SCRIPT = 'inkwell-account';

	/** Transient prefix of the outcome shown after saving. */
	private const NOTICE = 'inkwell_profile_notice_';

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		add_action( 'inkwell_account', array( $this, 'print_form' ), 5 );
		add_action( 'inkwell_author_cover', array( $this, 'print_cover' ) );
		add_action( 'admin_post_' . self::ACTION, array( $this, 'save' ) );
		add_action( 'admin_post_nopriv_' . self::ACTION, array( $this, 'save' ) );
	}

	/**
	 * Prints the cover of an author's profile with their overlay.
	 *
	 * @param int|mixed $user_id The author.
	 */
	public function print_cover( $user_id ): void {
		echo self::cover( (int) $user_id, Cover_Overlay::of( (int) $user_id ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the template escapes.
	}

	/**
	 * A cover's HTML.
	 *
	 * @param int    $user_id The user.
	 * @param string $overlay The overlay value.
	 */
	private static function cover( int $user_id, string $overlay ): string {
		Assets::enqueue_base();
		return Template::render(
			'cover',
			array(
				'overlay' => $overlay,
				'image'   => Profile_Image::url_of( $user_id, 512 ),
			)
		);
	}

	/**
	 * Prints the profile form of the current user.
	 *
	 * @param int|mixed $user_id The current user.
	 */
	public function print_form( $user_id ): void {
		$user_id = (int) $user_id;
		$user    = get_userdata( $user_id );
		if ( ! $user || get_current_user_id() !== $user_id ) {
			return;
		}
		$notice = get_transient( self::NOTICE . $user_id );
		delete_transient( self::NOTICE . $user_id );
		wp_enqueue_script( self::SCRIPT );
		echo Template::render( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the template escapes.
			'account-profile',
			array(
				'action'    => admin_url( 'admin-post.php' ),
				'nonce'     => wp_nonce_field( self::ACTION, '_wpnonce', true, false ),
				'overlay'   => Cover_Overlay::of( $user_id ),
				'choices'   => Cover_Overlay::choices(),
				'cover'     => self::cover( $user_id, Cover_Overlay::of( $user_id ) ),
				'avatar'    => get_avatar( $user_id, 96, '', '', array( 'class' => 'inkwell-avatar inkwell-profile-preview__avatar' ) ),
				'initials'  => ( new Avatars() )->initials_url( $user->display_name ),
				'has_image' => Profile_Image::id_of( $user_id ) > 0,
				'name'      => $user->display_name,
				'slug'      => $user->user_nicename,
				'profile'   => get_author_posts_url( $user_id ),
				'max_bytes' => Profile_Image::max_bytes(),
				'types'     => array_keys( Profile_Image::TYPES ),
				'notice'    => is_array( $notice ) ? $notice : null,
			)
		);
	}

	/**
	 * Saves the form (the admin-post handler) and goes back to the page it came from.
	 */
	public function save(): void {
		$user_id = get_current_user_id();
		$back    = wp_get_referer();
		$back    = $back ? $back : home_url( '/' );
		if ( ! $user_id ) {
			wp_safe_redirect( wp_login_url( $back ) );
			exit;
		}
		try {
			$this->apply( $user_id );
			$notice = array(
				'type' => 'success',
				'text' => __( 'Your profile is saved.', 'inkwell-community' ),
			);
		} catch ( Request_Exception $error ) {
			$notice = array(
				'type' => 'error',
				'text' => $error->getMessage(),
			);
		} catch ( Storage_Unavailable ) {
			$notice = array(
				'type' => 'error',
				'text' => __( 'Your profile could not be saved just now. Please try again in a moment.', 'inkwell-community' ),
			);
		}
		set_transient( self::NOTICE . $user_id, $notice, 5 * MINUTE_IN_SECONDS );
		wp_safe_redirect( $back . '#inkwell-profile-settings' );
		exit;
	}

	/**
	 * Validates the submitted fields, then writes them; nothing is written when one is invalid.
	 *
	 * @param int $user_id The current user.
	 * @throws Request_Exception When the request or a field is refused.
	 */
	public function apply( int $user_id ): void {
		$nonce = isset( $_POST['_wpnonce'] ) ? sanitize_text_field( wp_unslash( $_POST['_wpnonce'] ) ) : '';
		if ( ! wp_verify_nonce( $nonce, self::ACTION ) ) {
			throw Request_Exception::forbidden( 'inkwell_bad_nonce', __( 'Your session has expired. Please reload the page and try again.', 'inkwell-community' ) );
		}
		if ( ! current_user_can( 'edit_user', $user_id ) ) {
			throw Request_Exception::forbidden( 'inkwell_forbidden', __( 'You may not change this profile.', 'inkwell-community' ) );
		}
		$overlay = isset( $_POST['cover_overlay'] ) ? sanitize_key( wp_unslash( $_POST['cover_overlay'] ) ) : Cover_Overlay::of( $user_id );
		if ( ! Cover_Overlay::is_valid( $overlay ) ) {
			throw Request_Exception::invalid( __( 'Please choose one of the cover overlays offered.', 'inkwell-community' ) );
		}
		$delete = isset( $_POST[ self::DELETE_FLAG ] ) && '1' === sanitize_text_field( wp_unslash( $_POST[ self::DELETE_FLAG ] ) );
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- an upload array: Profile_Image::validate() checks the file's content.
		$file = ! $delete && isset( $_FILES['profile_image'] ) && is_array( $_FILES['profile_image'] ) ? $_FILES['profile_image'] : null;
		if ( $file && UPLOAD_ERR_NO_FILE === (int) ( $file['error'] ?? UPLOAD_ERR_NO_FILE ) ) {
			$file = null;
		}
		$mime = $file ? Profile_Image::validate( $file ) : '';
		$slug = isset( $_POST[ self::SLUG_FIELD ] ) ? Public_Identity::checked_slug( $user_id, sanitize_text_field( wp_unslash( $_POST[ self::SLUG_FIELD ] ) ) ) : null;

		if ( null !== $slug ) {
			Public_Identity::save_slug( $user_id, $slug );
		}
		if ( $file ) {
			Profile_Image::save( $user_id, $file, $mime );
		} elseif ( $delete ) {
			Profile_Image::delete( $user_id );
		}
		Cover_Overlay::save( $user_id, $overlay );
	}
}

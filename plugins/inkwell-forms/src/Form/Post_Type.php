<?php
/**
 * The `inkwell_form` post type and its mail settings box.
 *
 * @package Inkwell\Forms
 */

declare( strict_types=1 );

namespace Inkwell\Forms\Form;

use WP_Post;

/**
 * Forms are edited in the block editor with field blocks; the mail settings (to, subject, body and
 * reply-to, with [field-name] placeholders) are a box beside the editor.
 *
 * @since 0.1.0
 */
final class Post_Type {

	private const NONCE = 'inkwell_forms_mail_nonce';

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		// Forms read in one request are kept for that request only, whatever object cache the site runs.
		wp_cache_add_non_persistent_groups( array( Form::CACHE_GROUP ) );
		add_action( 'init', array( $this, 'register' ) );
		add_action( 'add_meta_boxes_' . Form::POST_TYPE, array( $this, 'add_meta_box' ) );
		add_action( 'save_post_' . Form::POST_TYPE, array( $this, 'save_mail' ), 10, 2 );
		add_action( 'clean_post_cache', array( Form::class, 'forget' ) );
	}

	/**
	 * Registers the post type.
	 */
	public function register(): void {
		register_post_type(
			Form::POST_TYPE,
			array(
				'labels'          => array(
					'name'          => __( 'Contact forms', 'inkwell-forms' ),
					'singular_name' => __( 'Contact form', 'inkwell-forms' ),
					'add_new_item'  => __( 'Add contact form', 'inkwell-forms' ),
					'edit_item'     => __( 'Edit contact form', 'inkwell-forms' ),
					'all_items'     => __( 'Contact forms', 'inkwell-forms' ),
				),
				'public'          => false,
				'show_ui'         => true,
				'show_in_rest'    => true,
				'menu_icon'       => 'dashicons-email-alt',
				'supports'        => array( 'title', 'editor', 'custom-fields' ),
				'capability_type' => 'page',
				'map_meta_cap'    => true,
			)
		);
	}

	/**
	 * Adds the mail settings box.
	 */
	public function add_meta_box(): void {
		add_meta_box( 'inkwell-forms-mail', __( 'Mail', 'inkwell-forms' ), array( $this, 'render_meta_box' ), Form::POST_TYPE, 'side' );
	}

	/**
	 * Prints the mail settings.
	 *
	 * @param WP_Post $post The form.
	 */
	public function render_meta_box( WP_Post $post ): void {
		$saved = get_post_meta( $post->ID, Form::MAIL_META, true );
		$saved = is_array( $saved ) ? $saved : array();
		wp_nonce_field( 'inkwell_forms_mail_' . $post->ID, self::NONCE );
		echo '<p>' . esc_html__( 'Use [field-name] to insert a value, [_all_fields] for all of them. Empty settings use the defaults.', 'inkwell-forms' ) . '</p>';
		foreach ( $this->labels() as $key => $label ) {
			$id    = 'inkwell-forms-mail-' . $key;
			$value = (string) ( $saved[ $key ] ?? '' );
			printf( '<p><label for="%1$s">%2$s</label><br>', esc_attr( $id ), esc_html( $label ) );
			if ( 'body' === $key ) {
				printf( '<textarea class="widefat" rows="6" id="%1$s" name="inkwell_forms_mail[%2$s]">%3$s</textarea></p>', esc_attr( $id ), esc_attr( $key ), esc_textarea( $value ) );
			} else {
				printf( '<input class="widefat" type="text" id="%1$s" name="inkwell_forms_mail[%2$s]" value="%3$s"></p>', esc_attr( $id ), esc_attr( $key ), esc_attr( $value ) );
			}
		}
	}

	/**
	 * Saves the mail settings from the box.
	 *
	 * @param int     $post_id Form id.
	 * @param WP_Post $post    The form.
	 */
	public function save_mail( int $post_id, WP_Post $post ): void {
		$nonce = isset( $_POST[ self::NONCE ] ) ? sanitize_text_field( wp_unslash( $_POST[ self::NONCE ] ) ) : '';
		if ( ! wp_verify_nonce( $nonce, 'inkwell_forms_mail_' . $post->ID ) || ! current_user_can( 'edit_post', $post_id ) || ! isset( $_POST['inkwell_forms_mail'] ) ) {
			return;
		}
		$input = (array) wp_unslash( $_POST['inkwell_forms_mail'] ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- each key is sanitized below.
		$mail  = array();
		foreach ( array_keys( $this->labels() ) as $key ) {
			$value        = (string) ( $input[ $key ] ?? '' );
			$mail[ $key ] = 'body' === $key ? sanitize_textarea_field( $value ) : sanitize_text_field( $value );
		}
		update_post_meta( $post_id, Form::MAIL_META, $mail );
	}

	/**
	 * The mail settings and their labels.
	 *
	 * @return array<string,string>
	 */
	private function labels(): array {
		return array(
			'to'       => __( 'To', 'inkwell-forms' ),
			'subject'  => __( 'Subject', 'inkwell-forms' ),
			'reply_to' => __( 'Reply-To', 'inkwell-forms' ),
			'body'     => __( 'Message body', 'inkwell-forms' ),
		);
	}
}

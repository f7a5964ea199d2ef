<?php
/**
 * Template part: the "notify me of new responses" checkbox of a logged-in reader's comment form.
 * Override it in a theme as inkwell-community/comment-subscription-field.php.
 *
 * @package Inkwell\Community
 *
 * @var array{post_id: int, name: string, subscribed: bool, nonce: string} $args
 */

defined( 'ABSPATH' ) || exit;

$inkwell_input = 'inkwell-subscribe-' . $args['post_id'];
?>
<p class="comment-form-subscribe inkwell-subscribe-field">
	<input type="checkbox" id="<?php echo esc_attr( $inkwell_input ); ?>" name="<?php echo esc_attr( $args['name'] ); ?>" value="1" data-inkwell-subscribe-post="<?php echo esc_attr( (string) $args['post_id'] ); ?>"<?php checked( $args['subscribed'] ); ?>>
	<label for="<?php echo esc_attr( $inkwell_input ); ?>"><?php esc_html_e( 'Notify me of new responses', 'inkwell-community' ); ?></label>
	<?php echo $args['nonce']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- wp_nonce_field()'s own markup. ?>
</p>

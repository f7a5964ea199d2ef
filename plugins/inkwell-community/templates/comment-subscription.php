<?php
/**
 * Template part: the comment-notification control. Override it as inkwell-community/comment-subscription.php.
 *
 * @package Inkwell\Community
 *
 * @var array{post_id: int, subscribed: bool, logged_in: bool, login_url: string} $args
 */

defined( 'ABSPATH' ) || exit;

$inkwell_label = $args['subscribed'] ? __( 'Stop response notifications', 'inkwell-community' ) : __( 'Notify me of new responses', 'inkwell-community' );
$inkwell_props = array(
	'postId'     => $args['post_id'],
	'subscribed' => $args['subscribed'],
);
?>
<?php if ( $args['logged_in'] ) : ?>
	<span class="inkwell-comment-subscription" data-inkwell-island="comment-subscription" data-inkwell-props="<?php echo esc_attr( (string) wp_json_encode( $inkwell_props, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_QUOT | JSON_HEX_APOS ) ); ?>">
		<button type="button" class="inkwell-toggle-button is-comment-subscription<?php echo $args['subscribed'] ? ' is-active' : ''; ?>" aria-pressed="<?php echo $args['subscribed'] ? 'true' : 'false'; ?>"><?php echo esc_html( $inkwell_label ); ?></button>
	</span>
<?php else : ?>
	<a class="inkwell-toggle-button is-comment-subscription" href="<?php echo esc_url( $args['login_url'] ); ?>" data-inkwell-login-popup><?php echo esc_html( $inkwell_label ); ?></a>
<?php endif; ?>

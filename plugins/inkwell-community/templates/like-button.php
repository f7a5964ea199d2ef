<?php
/**
 * Template part: the like button. Override it in a theme as inkwell-community/like-button.php.
 *
 * @package Inkwell\Community
 *
 * @var array{post_id: int, count: int, liked: bool, logged_in: bool, login_url: string} $args
 */

defined( 'ABSPATH' ) || exit;

// One name whatever the state: aria-pressed says whether it is liked.
$inkwell_label = __( 'Like', 'inkwell-community' );
$inkwell_props = array(
	'postId' => $args['post_id'],
	'liked'  => $args['liked'],
	'count'  => $args['count'],
);
$inkwell_icon  = '<svg class="inkwell-like-button__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.1 0 3.6 1.2 4.4 2.5l1 1.4 1-1.4c.8-1.3 2.3-2.5 4.4-2.5 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z"/></svg>';
?>
<div class="inkwell-like" <?php echo $args['logged_in'] ? 'data-inkwell-island="like-button" data-inkwell-props="' . esc_attr( (string) wp_json_encode( $inkwell_props, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_QUOT | JSON_HEX_APOS ) ) . '"' : ''; ?>>
	<?php if ( $args['logged_in'] ) : ?>
		<button type="button" class="inkwell-like-button<?php echo $args['liked'] ? ' is-liked' : ''; ?>" aria-pressed="<?php echo $args['liked'] ? 'true' : 'false'; ?>">
			<?php echo $inkwell_icon; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- static markup. ?>
			<span class="inkwell-like-button__label"><?php echo esc_html( $inkwell_label ); ?></span>
			<span class="inkwell-like-button__count"><?php echo esc_html( (string) $args['count'] ); ?></span>
		</button>
	<?php else : ?>
		<a class="inkwell-like-button" href="<?php echo esc_url( $args['login_url'] ); ?>" data-inkwell-login-popup>
			<?php echo $inkwell_icon; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- static markup. ?>
			<span class="inkwell-like-button__label"><?php esc_html_e( 'Like', 'inkwell-community' ); ?></span>
			<span class="inkwell-like-button__count"><?php echo esc_html( (string) $args['count'] ); ?></span>
		</a>
	<?php endif; ?>
</div>

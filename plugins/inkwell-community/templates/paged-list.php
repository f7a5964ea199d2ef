<?php
/**
 * Template part: a list with its first page and its 'more' button. Override it as
 * inkwell-community/paged-list.php.
 *
 * @package Inkwell\Community
 *
 * @var array{list: string, label: string, items: string, more: bool, logged_in: bool, props: array<string,mixed>} $args
 */

defined( 'ABSPATH' ) || exit;

$inkwell_id = 'inkwell-list-' . $args['list'];
?>
<div class="inkwell-paged is-<?php echo esc_attr( $args['list'] ); ?>">
	<?php if ( '' === $args['items'] ) : ?>
		<p class="inkwell-paged__empty"><?php esc_html_e( 'Nothing here yet.', 'inkwell-community' ); ?></p>
	<?php endif; ?>
	<ul class="inkwell-list" id="<?php echo esc_attr( $inkwell_id ); ?>" aria-label="<?php echo esc_attr( $args['label'] ); ?>">
		<?php echo $args['items']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- rendered by the item templates, which escape. ?>
	</ul>
	<?php if ( $args['more'] && $args['logged_in'] ) : ?>
		<div class="inkwell-more" data-inkwell-island="load-more" data-inkwell-props="<?php echo esc_attr( (string) wp_json_encode( $args['props'], JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_QUOT | JSON_HEX_APOS ) ); ?>">
			<button type="button" class="inkwell-more__button" aria-controls="<?php echo esc_attr( $inkwell_id ); ?>"><?php esc_html_e( 'More', 'inkwell-community' ); ?></button>
		</div>
	<?php elseif ( $args['more'] ) : ?>
		<div class="inkwell-more">
			<a class="inkwell-more__button" href="<?php echo esc_url( Inkwell\Community\Frontend\Login_Popups::login_url() ); ?>" data-inkwell-login-popup><?php esc_html_e( 'Log in to see more', 'inkwell-community' ); ?></a>
		</div>
	<?php endif; ?>
</div>

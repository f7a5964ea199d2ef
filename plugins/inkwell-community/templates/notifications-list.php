<?php
/**
 * Template part: the reader's notifications on /notifications/, with "mark all as read" and 'more'.
 * Override it as inkwell-community/notifications-list.php.
 *
 * @package Inkwell\Community
 *
 * @var array{items: string, more: bool, next_url: string, props: array<string,mixed>, read_url: string, nonce: string} $args
 */

defined( 'ABSPATH' ) || exit;
?>
<div class="inkwell-paged is-notifications">
	<?php if ( '' === $args['items'] ) : ?>
		<p class="inkwell-paged__empty"><?php esc_html_e( 'Nothing here yet. When people follow you, like or respond to your stories, it shows here.', 'inkwell-community' ); ?></p>
	<?php else : ?>
		<form class="inkwell-notifications__read" method="post" action="<?php echo esc_url( $args['read_url'] ); ?>">
			<input type="hidden" name="action" value="<?php echo esc_attr( Inkwell\Community\Notifications\Notifications_Page::READ_ACTION ); ?>">
			<input type="hidden" name="_wpnonce" value="<?php echo esc_attr( $args['nonce'] ); ?>">
			<button type="submit" class="inkwell-button is-small"><?php esc_html_e( 'Mark all as read', 'inkwell-community' ); ?></button>
		</form>
	<?php endif; ?>
	<ul class="inkwell-list inkwell-notifications" id="<?php echo esc_attr( (string) $args['props']['list'] ); ?>" aria-label="<?php esc_attr_e( 'Notifications', 'inkwell-community' ); ?>">
		<?php echo $args['items']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- rendered by the item template, which escapes. ?>
	</ul>
	<?php if ( $args['more'] ) : ?>
		<div class="inkwell-more" data-inkwell-island="load-more" data-inkwell-props="<?php echo esc_attr( (string) wp_json_encode( $args['props'], JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_QUOT | JSON_HEX_APOS ) ); ?>">
			<a class="inkwell-more__button" href="<?php echo esc_url( $args['next_url'] ); ?>"><?php esc_html_e( 'Older notifications', 'inkwell-community' ); ?></a>
		</div>
	<?php endif; ?>
</div>

<?php
/**
 * Template part: one entry of the notifications panel and page. Override it as
 * inkwell-community/notification-item.php.
 *
 * @package Inkwell\Community
 *
 * @var array{text: string, url: string, actor: int, kind: string, time: string, is_new: bool, cursor: string} $args
 */

defined( 'ABSPATH' ) || exit;

$inkwell_time = strtotime( $args['time'] . ' UTC' );
?>
<li class="inkwell-list__item inkwell-notification is-<?php echo esc_attr( $args['kind'] ); ?><?php echo $args['is_new'] ? ' is-new' : ''; ?>"<?php echo '' !== $args['cursor'] ? ' data-inkwell-cursor="' . esc_attr( $args['cursor'] ) . '"' : ''; ?>>
	<?php echo get_avatar( $args['actor'], 40, '', '', array( 'class' => 'inkwell-avatar inkwell-notification__avatar' ) ); ?>
	<a class="inkwell-notification__link" href="<?php echo esc_url( $args['url'] ); ?>">
		<?php if ( $args['is_new'] ) : ?>
			<span class="screen-reader-text"><?php esc_html_e( 'New:', 'inkwell-community' ); ?></span>
		<?php endif; ?>
		<?php echo esc_html( $args['text'] ); ?>
	</a>
	<?php if ( $inkwell_time ) : ?>
		<time class="inkwell-notification__time" datetime="<?php echo esc_attr( gmdate( 'c', $inkwell_time ) ); ?>">
			<?php
			/* translators: %s: a time span, for example "5 mins". */
			echo esc_html( sprintf( __( '%s ago', 'inkwell-community' ), human_time_diff( $inkwell_time ) ) );
			?>
		</time>
	<?php endif; ?>
</li>

<?php
/**
 * Template part: the header's notifications bell. Without JavaScript it links to /notifications/; the
 * `notification-bell` island makes it a button that opens the panel. Override it as
 * inkwell-community/notification-bell.php.
 *
 * @package Inkwell\Community
 *
 * @var array{count: int, url: string, props: array<string,mixed>} $args
 */

defined( 'ABSPATH' ) || exit;

$inkwell_label = $args['count']
	/* translators: %s: number of new notifications. */
	? sprintf( _n( 'Notifications, %s new', 'Notifications, %s new', $args['count'], 'inkwell-community' ), number_format_i18n( $args['count'] ) )
	: __( 'Notifications', 'inkwell-community' );
?>
<div class="inkwell-bell" data-inkwell-island="notification-bell" data-inkwell-props="<?php echo esc_attr( (string) wp_json_encode( $args['props'], JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_QUOT | JSON_HEX_APOS ) ); ?>">
	<a class="inkwell-bell__button" href="<?php echo esc_url( $args['url'] ); ?>" aria-label="<?php echo esc_attr( $inkwell_label ); ?>">
		<svg class="inkwell-bell__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false"><path d="M6 17V11a6 6 0 0 1 12 0v6l1.5 2h-15Z"/><path d="M10 21a2 2 0 0 0 4 0"/></svg>
		<span class="inkwell-bell__count" aria-hidden="true"<?php echo $args['count'] ? '' : ' hidden'; ?>><?php echo esc_html( number_format_i18n( $args['count'] ) ); ?></span>
	</a>
</div>

<?php
/**
 * Template part: a community toggle button. Override it in a theme as inkwell-community/toggle-button.php.
 *
 * @package Inkwell\Community
 *
 * Logged-in users get a `toggle-button` island; guests a plain button for category follows (kept in the
 * browser by the community-base bundle) or a login-popup control for the others.
 *
 * @var array{kind: string, id: int, name: string, active: bool, logged_in: bool, login_url: string} $args
 */

defined( 'ABSPATH' ) || exit;

use Inkwell\Community\Controls\Toggle_Button;

$inkwell_class = 'inkwell-toggle-button is-' . $args['kind'] . ( $args['active'] ? ' is-active' : '' );
$inkwell_label = Toggle_Button::label( $args['kind'], $args['active'] );
$inkwell_named = Toggle_Button::aria_label( $args['kind'], $args['name'] );
$inkwell_aria  = '' !== $inkwell_named ? ' aria-label="' . esc_attr( $inkwell_named ) . '"' : '';
// Block names its action ("Unblock"), so it says its state without aria-pressed.
$inkwell_pressed = Toggle_Button::BLOCK !== $args['kind'] ? ' aria-pressed="' . ( $args['active'] ? 'true' : 'false' ) . '"' : '';
$inkwell_props   = array(
	'kind'   => $args['kind'],
	'id'     => $args['id'],
	'name'   => $args['name'],
	'active' => $args['active'],
);
?>
<?php if ( $args['logged_in'] ) : ?>
	<span class="inkwell-toggle" data-inkwell-island="toggle-button" data-inkwell-props="<?php echo esc_attr( (string) wp_json_encode( $inkwell_props, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_QUOT | JSON_HEX_APOS ) ); ?>">
		<button type="button" class="<?php echo esc_attr( $inkwell_class ); ?>"<?php echo $inkwell_pressed . $inkwell_aria; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above. ?> data-id="<?php echo esc_attr( (string) $args['id'] ); ?>"><?php echo esc_html( $inkwell_label ); ?></button>
	</span>
<?php elseif ( Toggle_Button::FOLLOW_CATEGORY === $args['kind'] ) : ?>
	<button type="button" class="<?php echo esc_attr( $inkwell_class ); ?>" aria-pressed="false" data-id="<?php echo esc_attr( (string) $args['id'] ); ?>" data-inkwell-local-category data-label-on="<?php echo esc_attr( Toggle_Button::label( $args['kind'], true ) ); ?>" data-label-off="<?php echo esc_attr( $inkwell_label ); ?>"><?php echo esc_html( $inkwell_label ); ?></button>
<?php else : ?>
	<a class="<?php echo esc_attr( $inkwell_class ); ?>"<?php echo $inkwell_aria; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above. ?> href="<?php echo esc_url( $args['login_url'] ); ?>" data-inkwell-login-popup><?php echo esc_html( $inkwell_label ); ?></a>
<?php endif; ?>

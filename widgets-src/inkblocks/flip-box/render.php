<?php
/**
 * The Flip box block. Override it in a theme as inkblocks/flip-box.php.
 *
 * Without JavaScript both faces are shown, front first; the flip-box island turns them into one card.
 *
 * @package Inkblocks
 *
 * @var array<string, mixed> $attributes Block attributes as saved.
 */

use Inkblocks\Blocks\Flip_Box;
use Inkblocks\Blocks\Support\Rich_Text;

defined( 'ABSPATH' ) || exit;

$inkblocks_props   = Flip_Box::props( $attributes );
$inkblocks_front   = $inkblocks_props['front'];
$inkblocks_back    = $inkblocks_props['back'];
$inkblocks_wrapper = array(
	'class' => 'inkblocks-flip-box is-' . $inkblocks_props['switchType'],
	'style' => sprintf( '--inkblocks-flip-box-height:%dpx', $inkblocks_props['height'] ),
);
?>
<div <?php echo get_block_wrapper_attributes( $inkblocks_wrapper ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes. ?>>
	<div class="inkblocks-flip-box__island" data-inkwell-island="flip-box" data-inkwell-props="<?php echo esc_attr( (string) wp_json_encode( $inkblocks_props, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_QUOT | JSON_HEX_APOS ) ); ?>">
		<div class="inkblocks-flip-box__face is-front" style="--inkblocks-face-color:<?php echo esc_attr( $inkblocks_front['color'] ); ?>">
			<?php if ( '' !== $inkblocks_front['image'] ) : ?>
				<img class="inkblocks-flip-box__image" src="<?php echo esc_url( $inkblocks_front['image'] ); ?>" alt="" loading="lazy" decoding="async">
			<?php endif; ?>
			<h3 class="inkblocks-flip-box__title"><?php echo Rich_Text::inline( $inkblocks_front['title'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- inline tags only (wp_kses). ?></h3>
			<?php if ( '' !== $inkblocks_front['text'] ) : ?>
				<p class="inkblocks-flip-box__text"><?php echo Rich_Text::inline( $inkblocks_front['text'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- inline tags only (wp_kses). ?></p>
			<?php endif; ?>
		</div>
		<div class="inkblocks-flip-box__face is-back" style="--inkblocks-face-color:<?php echo esc_attr( $inkblocks_back['color'] ); ?>">
			<?php if ( '' !== $inkblocks_back['title'] ) : ?>
				<h3 class="inkblocks-flip-box__title"><?php echo Rich_Text::inline( $inkblocks_back['title'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- inline tags only (wp_kses). ?></h3>
			<?php endif; ?>
			<?php if ( '' !== $inkblocks_back['text'] ) : ?>
				<p class="inkblocks-flip-box__text"><?php echo Rich_Text::inline( $inkblocks_back['text'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- inline tags only (wp_kses). ?></p>
			<?php endif; ?>
			<?php if ( '' !== $inkblocks_back['buttonText'] && '' !== $inkblocks_back['buttonUrl'] ) : ?>
				<a class="inkblocks-flip-box__button" href="<?php echo esc_url( $inkblocks_back['buttonUrl'] ); ?>"><?php echo Rich_Text::inline( $inkblocks_back['buttonText'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- inline tags only (wp_kses). ?></a>
			<?php endif; ?>
		</div>
	</div>
</div>

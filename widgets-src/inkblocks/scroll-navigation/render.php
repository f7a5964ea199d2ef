<?php
/**
 * Template part: scroll navigation. Override it in a theme as inkblocks/scroll-navigation.php.
 *
 * The links jump to their sections without JavaScript; the `scroll-navigation` island scrolls smoothly and
 * marks the section in view.
 *
 * @package Inkblocks
 *
 * @var array{props: array<string,mixed>, attributes: string} $args
 */

defined( 'ABSPATH' ) || exit;
?>
<nav <?php echo $args['attributes']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes. ?> data-inkwell-island="scroll-navigation" data-inkwell-props="<?php echo esc_attr( (string) wp_json_encode( $args['props'] ) ); ?>">
	<ul class="inkblocks-scroll-navigation__list">
		<?php foreach ( $args['props']['items'] as $inkblocks_item ) : ?>
			<li class="inkblocks-scroll-navigation__item">
				<a class="inkblocks-scroll-navigation__link" href="#<?php echo esc_attr( $inkblocks_item['sectionId'] ); ?>"><span class="inkblocks-scroll-navigation__label"><?php echo esc_html( $inkblocks_item['label'] ); ?></span></a>
			</li>
		<?php endforeach; ?>
	</ul>
</nav>

<?php
/**
 * The Scroll navigation block. Override it in a theme as inkblocks/scroll-navigation.php.
 *
 * The links jump to their sections without JavaScript; the `scroll-navigation` island scrolls smoothly and
 * marks the section in view.
 *
 * @package Inkblocks
 *
 * @var array<string, mixed> $attributes Block attributes as saved.
 */

use Inkblocks\Blocks\Scroll_Navigation;
use Inkblocks\Blocks\Support\Editor_Notice;
use Inkblocks\Blocks\Support\Rich_Text;

defined( 'ABSPATH' ) || exit;

$inkblocks_props = Scroll_Navigation::props( $attributes );
if ( ! $inkblocks_props['items'] ) {
	echo Editor_Notice::render( __( 'This scroll navigation has no section yet.', 'inkblocks' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by Editor_Notice.
	return;
}
$inkblocks_wrapper = array(
	'class'      => 'inkblocks-scroll-navigation is-' . Scroll_Navigation::side( $attributes ),
	'aria-label' => __( 'Sections of this page', 'inkblocks' ),
);
?>
<nav <?php echo get_block_wrapper_attributes( $inkblocks_wrapper ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes. ?> data-inkwell-island="scroll-navigation" data-inkwell-props="<?php echo esc_attr( (string) wp_json_encode( $inkblocks_props, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_QUOT | JSON_HEX_APOS ) ); ?>">
	<ul class="inkblocks-scroll-navigation__list">
		<?php foreach ( $inkblocks_props['items'] as $inkblocks_item ) : ?>
			<li class="inkblocks-scroll-navigation__item">
				<a class="inkblocks-scroll-navigation__link" href="#<?php echo esc_attr( $inkblocks_item['sectionId'] ); ?>"><span class="inkblocks-scroll-navigation__label"><?php echo Rich_Text::inline( $inkblocks_item['label'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- inline tags only (wp_kses). ?></span></a>
			</li>
		<?php endforeach; ?>
	</ul>
</nav>

<?php
/**
 * The Switcher block. Override it in a theme as inkblocks/switcher.php.
 *
 * Without JavaScript both contents show under their titles. The `switcher` island adds the switch and
 * shows one; it keeps each content (the element with data-inkblocks-slot) as it is.
 *
 * @package Inkblocks
 *
 * @var array<string, mixed> $attributes Block attributes as saved.
 * @var WP_Block             $block      The block instance: its first two inkblocks/panel inner blocks are the sides.
 */

use Inkblocks\Blocks\Support\Editor_Notice;
use Inkblocks\Blocks\Support\Panels;
use Inkblocks\Blocks\Support\Rich_Text;
use Inkblocks\Blocks\Switcher;

defined( 'ABSPATH' ) || exit;

$inkblocks_sides = Switcher::sides( Panels::of( $block ) );
if ( ! $inkblocks_sides ) {
	echo Editor_Notice::render( __( 'A switcher needs two panels.', 'inkblocks' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by Editor_Notice.
	return;
}
$inkblocks_props   = Switcher::props( $attributes, $inkblocks_sides );
$inkblocks_wrapper = array(
	'id'    => $inkblocks_props['root'],
	'class' => 'inkblocks-switcher',
);
?>
<div <?php echo get_block_wrapper_attributes( $inkblocks_wrapper ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes. ?> data-inkwell-island="switcher" data-inkwell-props="<?php echo esc_attr( (string) wp_json_encode( $inkblocks_props, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_QUOT | JSON_HEX_APOS ) ); ?>">
	<?php foreach ( $inkblocks_sides as $inkblocks_item ) : ?>
		<section class="inkblocks-switcher__pane" id="<?php echo esc_attr( $inkblocks_item['id'] ); ?>">
			<h3 class="inkblocks-switcher__heading"><?php echo Rich_Text::inline( $inkblocks_item['title'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- inline tags only (wp_kses). ?></h3>
			<div class="inkblocks-switcher__content" data-inkblocks-slot="<?php echo esc_attr( $inkblocks_item['id'] ); ?>">
				<?php echo $inkblocks_item['html']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- rendered blocks. ?>
			</div>
		</section>
	<?php endforeach; ?>
</div>

<?php
/**
 * The Accordion block. Override it in a theme as inkblocks/accordion.php.
 *
 * Without JavaScript every toggle shows its heading and content. The `accordion` island renders the
 * toggle buttons and opens and closes the panels; it keeps each panel's content (the element with
 * data-inkblocks-slot) as it is.
 *
 * @package Inkblocks
 *
 * @var array<string, mixed> $attributes Block attributes as saved.
 * @var WP_Block             $block      The block instance: its inkblocks/panel inner blocks are the toggles.
 */

use Inkblocks\Blocks\Accordion;
use Inkblocks\Blocks\Support\Editor_Notice;
use Inkblocks\Blocks\Support\Panels;
use Inkblocks\Blocks\Support\Rich_Text;

defined( 'ABSPATH' ) || exit;

$inkblocks_items = Panels::of( $block );
if ( ! $inkblocks_items ) {
	echo Editor_Notice::render( __( 'This accordion has no toggle yet.', 'inkblocks' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by Editor_Notice.
	return;
}
$inkblocks_props   = Accordion::props( $attributes, $inkblocks_items );
$inkblocks_tag     = 'h' . $inkblocks_props['headingLevel'];
$inkblocks_wrapper = array(
	'id'    => $inkblocks_props['root'],
	'class' => 'inkblocks-accordion',
);
?>
<div <?php echo get_block_wrapper_attributes( $inkblocks_wrapper ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes. ?> data-inkwell-island="accordion" data-inkwell-props="<?php echo esc_attr( (string) wp_json_encode( $inkblocks_props, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_QUOT | JSON_HEX_APOS ) ); ?>">
	<?php foreach ( $inkblocks_items as $inkblocks_item ) : ?>
		<div class="inkblocks-accordion__item" id="<?php echo esc_attr( $inkblocks_item['id'] ); ?>">
			<<?php echo esc_attr( $inkblocks_tag ); ?> class="inkblocks-accordion__heading"><?php echo Rich_Text::inline( $inkblocks_item['title'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- inline tags only (wp_kses). ?></<?php echo esc_attr( $inkblocks_tag ); ?>>
			<div class="inkblocks-accordion__content" data-inkblocks-slot="<?php echo esc_attr( $inkblocks_item['id'] ); ?>">
				<?php echo $inkblocks_item['html']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- rendered blocks. ?>
			</div>
		</div>
	<?php endforeach; ?>
</div>

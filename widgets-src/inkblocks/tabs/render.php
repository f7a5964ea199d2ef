<?php
/**
 * The Tabs block. Override it in a theme as inkblocks/tabs.php.
 *
 * Without JavaScript: a list of links to the panels, then each panel under its heading. The `tabs` island
 * renders the tab list and shows one panel; it keeps each panel's content (the element with
 * data-inkblocks-slot) as it is. Until it mounts, when scripts run, the styles show this markup in the
 * island's shape (the links as tabs, the active panel only), so mounting moves nothing.
 *
 * @package Inkblocks
 *
 * @var array<string, mixed> $attributes Block attributes as saved.
 * @var WP_Block             $block      The block instance: its inkblocks/panel inner blocks are the tabs.
 */

use Inkblocks\Blocks\Support\Editor_Notice;
use Inkblocks\Blocks\Support\Panels;
use Inkblocks\Blocks\Support\Rich_Text;
use Inkblocks\Blocks\Tabs;

defined( 'ABSPATH' ) || exit;

$inkblocks_items = Panels::of( $block );
if ( ! $inkblocks_items ) {
	echo Editor_Notice::render( __( 'These tabs have no panel yet.', 'inkblocks' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by Editor_Notice.
	return;
}
$inkblocks_props   = Tabs::props( $attributes, $inkblocks_items );
$inkblocks_wrapper = array(
	'id'    => $inkblocks_props['root'],
	'class' => 'inkblocks-tabs is-' . $inkblocks_props['orientation'],
);
?>
<div <?php echo get_block_wrapper_attributes( $inkblocks_wrapper ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes. ?> data-inkwell-island="tabs" data-inkwell-props="<?php echo esc_attr( (string) wp_json_encode( $inkblocks_props, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_QUOT | JSON_HEX_APOS ) ); ?>">
	<ul class="inkblocks-tabs__toc">
		<?php foreach ( $inkblocks_items as $inkblocks_index => $inkblocks_item ) : ?>
			<li><a href="#<?php echo esc_attr( $inkblocks_item['id'] ); ?>"<?php echo $inkblocks_index === $inkblocks_props['active'] ? ' class="is-active"' : ''; ?>><?php echo Rich_Text::inline( $inkblocks_item['title'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- inline tags only (wp_kses). ?></a></li>
		<?php endforeach; ?>
	</ul>
	<?php foreach ( $inkblocks_items as $inkblocks_index => $inkblocks_item ) : ?>
		<section class="inkblocks-tabs__panel<?php echo $inkblocks_index === $inkblocks_props['active'] ? ' is-active' : ''; ?>" id="<?php echo esc_attr( $inkblocks_item['id'] ); ?>">
			<h3 class="inkblocks-tabs__heading"><?php echo Rich_Text::inline( $inkblocks_item['title'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- inline tags only (wp_kses). ?></h3>
			<div class="inkblocks-tabs__content" data-inkblocks-slot="<?php echo esc_attr( $inkblocks_item['id'] ); ?>">
				<?php echo $inkblocks_item['html']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- rendered blocks. ?>
			</div>
		</section>
	<?php endforeach; ?>
</div>

<?php
/**
 * The Dropbar block. Override it in a theme as inkblocks/dropbar.php.
 *
 * Without JavaScript a <details> opens and closes on click. The `dropbar` island renders the button and
 * the drop; it keeps the content (the element with data-inkblocks-slot) as it is.
 *
 * @package Inkblocks
 *
 * @var array<string, mixed> $attributes Block attributes as saved.
 * @var string               $content    Inner blocks' markup: the drop.
 */

use Inkblocks\Blocks\Dropbar;
use Inkblocks\Blocks\Support\Editor_Notice;
use Inkblocks\Blocks\Support\Rich_Text;

defined( 'ABSPATH' ) || exit;

if ( '' === trim( $content ) ) {
	echo Editor_Notice::render( __( 'This dropbar has no content yet.', 'inkblocks' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by Editor_Notice.
	return;
}
$inkblocks_props   = Dropbar::props( $attributes );
$inkblocks_wrapper = array(
	'id'    => $inkblocks_props['root'],
	'class' => 'inkblocks-dropbar is-' . Dropbar::position( $attributes ),
);
?>
<div <?php echo get_block_wrapper_attributes( $inkblocks_wrapper ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes. ?> data-inkwell-island="dropbar" data-inkwell-props="<?php echo esc_attr( (string) wp_json_encode( $inkblocks_props, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_QUOT | JSON_HEX_APOS ) ); ?>">
	<details class="inkblocks-dropbar__details">
		<summary class="inkblocks-dropbar__button"><?php echo Rich_Text::inline( $inkblocks_props['label'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- inline tags only (wp_kses). ?></summary>
		<div class="inkblocks-dropbar__drop" data-inkblocks-slot="drop">
			<?php echo $content; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- rendered blocks. ?>
		</div>
	</details>
</div>

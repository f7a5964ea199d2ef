<?php
/**
 * The Newsletter form block. Override it in a theme as inkblocks/newsletter.php.
 *
 * Without JavaScript the form posts the fields of SPEC 7.6 to admin-ajax and the answer is shown as a page;
 * the newsletter-form island takes it over and keeps the reader on the page.
 *
 * @package Inkblocks
 *
 * @var array<string, mixed> $attributes Block attributes as saved.
 * @var WP_Block             $block      The block instance, with the popup it renders in as context.
 */

use Inkblocks\Blocks\Newsletter;
use Inkblocks\Blocks\Support\Rich_Text;
use Inkblocks\Newsletter\Subscribe_Ajax;

defined( 'ABSPATH' ) || exit;

$inkblocks_props   = Newsletter::props( $attributes, $block );
$inkblocks_heading = Rich_Text::inline( $attributes['heading'] ?? '' );
$inkblocks_text    = Rich_Text::inline( $attributes['text'] ?? '' );
$inkblocks_id      = wp_unique_id( 'inkblocks-newsletter-' );
?>
<div <?php echo get_block_wrapper_attributes( array( 'class' => 'inkblocks-newsletter' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes. ?>>
	<?php if ( '' !== $inkblocks_heading ) : ?>
		<h2 class="inkblocks-newsletter__heading"><?php echo $inkblocks_heading; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- inline tags only (wp_kses). ?></h2>
	<?php endif; ?>
	<?php if ( '' !== $inkblocks_text ) : ?>
		<p class="inkblocks-newsletter__text"><?php echo $inkblocks_text; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- inline tags only (wp_kses). ?></p>
	<?php endif; ?>
	<div class="inkblocks-newsletter__island" data-inkwell-island="newsletter-form" data-inkwell-props="<?php echo esc_attr( (string) wp_json_encode( $inkblocks_props, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_QUOT | JSON_HEX_APOS ) ); ?>">
	<form class="inkblocks-newsletter__form" method="post" action="<?php echo esc_url( add_query_arg( Subscribe_Ajax::PAGE_ANSWER, '1', $inkblocks_props['ajaxUrl'] ) ); ?>">
		<input type="hidden" name="action" value="<?php echo esc_attr( $inkblocks_props['action'] ); ?>">
		<?php if ( ! $inkblocks_props['inPopup'] ) : ?>
			<input type="hidden" name="data[use_target_list_id]" value="<?php echo $inkblocks_props['use_target_list_id'] ? 'true' : 'false'; ?>">
		<?php endif; ?>
		<input type="hidden" name="data[target_list_id]" value="<?php echo esc_attr( $inkblocks_props['target_list_id'] ); ?>">
		<input type="hidden" name="data[data]" value="<?php echo esc_attr( $inkblocks_props['data'] ); ?>">
		<label class="inkblocks-newsletter__label" for="<?php echo esc_attr( $inkblocks_id ); ?>"><?php esc_html_e( 'E-mail address', 'inkblocks' ); ?></label>
		<div class="inkblocks-newsletter__row">
			<input class="inkblocks-newsletter__email" id="<?php echo esc_attr( $inkblocks_id ); ?>" type="email" name="data[email]" required autocomplete="email" placeholder="<?php esc_attr_e( 'you@example.com', 'inkblocks' ); ?>">
			<button class="inkblocks-newsletter__submit" type="submit"><?php echo esc_html( $inkblocks_props['buttonText'] ); ?></button>
		</div>
		<p class="inkblocks-newsletter__trap" aria-hidden="true">
			<label><?php esc_html_e( 'Leave this field empty', 'inkblocks' ); ?>
				<input type="text" name="data[additional][<?php echo esc_attr( Subscribe_Ajax::HONEYPOT ); ?>]" tabindex="-1" autocomplete="off">
			</label>
		</p>
	</form>
	</div>
</div>

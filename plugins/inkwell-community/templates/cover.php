<?php
/**
 * Template part: a profile cover with its overlay. Override it as inkwell-community/cover.php.
 *
 * @package Inkwell\Community
 *
 * @var array{overlay: string, image: string} $args
 */

defined( 'ABSPATH' ) || exit;

$inkwell_style = '' !== $args['image'] ? sprintf( '--inkwell-cover-image:url(%s)', esc_url( $args['image'] ) ) : '';
?>
<div class="inkwell-cover is-overlay-<?php echo esc_attr( $args['overlay'] ); ?><?php echo '' !== $args['image'] ? ' has-image' : ''; ?>" data-inkwell-cover aria-hidden="true"<?php echo '' !== $inkwell_style ? ' style="' . esc_attr( $inkwell_style ) . '"' : ''; ?>>
	<span class="inkwell-cover__overlay"></span>
</div>

<?php
/**
 * Template part: the image attachments of the comment form (SPEC 3, 4.8). Without JavaScript it is one
 * file input taking several images; the `comment-attachments` island turns it into slots with previews.
 * Override it in a theme as inkwell-community/comment-attachments-field.php.
 *
 * @package Inkwell\Community
 *
 * @var array{post_id: int, field: string, accept: string, props: array<string,mixed>, notes: string} $args
 */

defined( 'ABSPATH' ) || exit;

$inkwell_input = 'inkwell-attachments-' . $args['post_id'];
?>
<div class="comment-form-attachments inkwell-attachments" data-inkwell-island="comment-attachments" data-inkwell-props="<?php echo esc_attr( (string) wp_json_encode( $args['props'], JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_QUOT | JSON_HEX_APOS ) ); ?>">
	<label for="<?php echo esc_attr( $inkwell_input ); ?>"><?php esc_html_e( 'Images (optional)', 'inkwell-community' ); ?></label>
	<input type="file" id="<?php echo esc_attr( $inkwell_input ); ?>" name="<?php echo esc_attr( $args['field'] ); ?>" accept="<?php echo esc_attr( $args['accept'] ); ?>" multiple aria-describedby="<?php echo esc_attr( $inkwell_input ); ?>-notes">
	<p class="inkwell-attachments__notes" id="<?php echo esc_attr( $inkwell_input ); ?>-notes"><?php echo esc_html( $args['notes'] ); ?></p>
</div>

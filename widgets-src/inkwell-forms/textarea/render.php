<?php
/**
 * The Text area block inside a contact form: its label, a six-row text area and the error slot, with the
 * value and error of the form instance it renders in (outside a form it renders nothing). The island adds
 * a character counter when the length is limited.
 *
 * @package Inkwell\Forms
 *
 * @var WP_Block $block The block, with the form instance in its context.
 */

use Inkwell\Forms\Blocks\Field;

defined( 'ABSPATH' ) || exit;

$inkwell_forms_field = Field::of( $block );
if ( null === $inkwell_forms_field ) {
	return;
}
// phpcs:disable WordPress.Security.EscapeOutput.OutputNotEscaped -- Field's methods return escaped markup.
?>
<p <?php echo $inkwell_forms_field->wrapper_attributes(); ?>>
	<label for="<?php echo esc_attr( $inkwell_forms_field->id() ); ?>"><?php echo $inkwell_forms_field->label(); ?></label>
	<textarea rows="6"<?php echo $inkwell_forms_field->control_attributes(); ?>><?php echo esc_textarea( $inkwell_forms_field->text() ); ?></textarea>
	<?php echo $inkwell_forms_field->error_slot(); ?>
</p>

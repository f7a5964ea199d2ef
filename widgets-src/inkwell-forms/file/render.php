<?php
/**
 * The File upload block inside a contact form: its label, a file input with the accepted types and the
 * error slot, with the error of the form instance it renders in (outside a form it renders nothing).
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
	<input type="file"<?php echo $inkwell_forms_field->control_attributes(); ?>>
	<?php echo $inkwell_forms_field->error_slot(); ?>
</p>

<?php
/**
 * The Acceptance box block inside a contact form: a checkbox labelled with its text, required unless it is
 * optional, and the error slot. The island keeps the form's submit disabled until every required box is
 * ticked (SPEC 4.10). Outside a form it renders nothing.
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
	<label for="<?php echo esc_attr( $inkwell_forms_field->id() ); ?>"><input type="checkbox" value="1"<?php echo $inkwell_forms_field->control_attributes(); ?><?php checked( '' !== $inkwell_forms_field->text() ); ?>> <?php echo esc_html( '' !== $inkwell_forms_field->field['label'] ? $inkwell_forms_field->field['label'] : $inkwell_forms_field->field['name'] ); ?></label>
	<?php echo $inkwell_forms_field->error_slot(); ?>
</p>

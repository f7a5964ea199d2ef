<?php
/**
 * The Drop-down menu block inside a contact form: its label, a select of its options after an empty
 * "please choose" one, and the error slot, with the value and error of the form instance it renders in
 * (outside a form it renders nothing).
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
	<select<?php echo $inkwell_forms_field->control_attributes(); ?>>
		<option value=""><?php esc_html_e( '— Please choose —', 'inkwell-forms' ); ?></option>
		<?php foreach ( (array) ( $inkwell_forms_field->field['options'] ?? array() ) as $inkwell_forms_option ) : ?>
			<option value="<?php echo esc_attr( $inkwell_forms_option ); ?>"<?php selected( $inkwell_forms_field->text(), $inkwell_forms_option ); ?>><?php echo esc_html( $inkwell_forms_option ); ?></option>
		<?php endforeach; ?>
	</select>
	<?php echo $inkwell_forms_field->error_slot(); ?>
</p>

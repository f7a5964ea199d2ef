<?php
/**
 * The Quiz block inside a contact form: one of its questions as the label, the answer input, the signed
 * token that names the question (never its answer) and the error slot. The island puts a fresh question
 * in place after each answer and on a cached page. Outside a form it renders nothing.
 *
 * @package Inkwell\Forms
 *
 * @var WP_Block $block The block, with the form instance in its context.
 */

use Inkwell\Forms\Blocks\Field;
use Inkwell\Forms\Challenge\Challenges;

defined( 'ABSPATH' ) || exit;

$inkwell_forms_field = Field::of( $block );
if ( null === $inkwell_forms_field ) {
	return;
}
$inkwell_forms_quiz = $inkwell_forms_field->instance->challenge( $inkwell_forms_field->field );
$inkwell_forms_text = (string) ( $inkwell_forms_quiz['question'] ?? ( '' !== $inkwell_forms_field->field['label'] ? $inkwell_forms_field->field['label'] : $inkwell_forms_field->field['name'] ) );
// phpcs:disable WordPress.Security.EscapeOutput.OutputNotEscaped -- Field's methods return escaped markup.
?>
<p <?php echo $inkwell_forms_field->wrapper_attributes(); ?>>
	<label for="<?php echo esc_attr( $inkwell_forms_field->id() ); ?>"><?php echo $inkwell_forms_field->label( '<span class="inkwell-contact-form__question">' . esc_html( $inkwell_forms_text ) . '</span>' ); ?></label>
	<input type="text" autocomplete="off"<?php echo $inkwell_forms_field->control_attributes(); ?> value="">
	<input type="hidden" name="<?php echo esc_attr( Challenges::TOKEN_PREFIX . $inkwell_forms_field->field['name'] ); ?>" value="<?php echo esc_attr( (string) ( $inkwell_forms_quiz['token'] ?? '' ) ); ?>">
	<?php echo $inkwell_forms_field->error_slot(); ?>
</p>

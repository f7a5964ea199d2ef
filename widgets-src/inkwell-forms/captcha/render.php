<?php
/**
 * The Image captcha block inside a contact form: its label, the code drawn in an image, the input for it,
 * the token that names the code and the error slot. The island puts a fresh image in place after each
 * answer and on a cached page. Outside a form it renders nothing.
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
$inkwell_forms_captcha = $inkwell_forms_field->instance->challenge( $inkwell_forms_field->field );
// phpcs:disable WordPress.Security.EscapeOutput.OutputNotEscaped -- Field's methods return escaped markup.
?>
<p <?php echo $inkwell_forms_field->wrapper_attributes(); ?>>
	<label for="<?php echo esc_attr( $inkwell_forms_field->id() ); ?>"><?php echo $inkwell_forms_field->label(); ?></label>
	<img class="inkwell-contact-form__captcha" src="<?php echo esc_attr( (string) ( $inkwell_forms_captcha['image'] ?? '' ) ); ?>" width="150" height="50" alt="<?php esc_attr_e( 'The code to type, in distorted letters', 'inkwell-forms' ); ?>">
	<input type="text" autocomplete="off"<?php echo $inkwell_forms_field->control_attributes(); ?> value="">
	<input type="hidden" name="<?php echo esc_attr( Challenges::TOKEN_PREFIX . $inkwell_forms_field->field['name'] ); ?>" value="<?php echo esc_attr( (string) ( $inkwell_forms_captcha['token'] ?? '' ) ); ?>">
	<?php echo $inkwell_forms_field->error_slot(); ?>
</p>

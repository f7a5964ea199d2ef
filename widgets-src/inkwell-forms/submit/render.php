<?php
/**
 * The Submit button block inside a contact form: the button that sends it, with its own text or "Send".
 * Outside a form it renders nothing.
 *
 * @package Inkwell\Forms
 *
 * @var WP_Block $block The block, with the form instance in its context.
 */

use Inkwell\Forms\Blocks\Field;
use Inkwell\Forms\Blocks\Form_Instance;

defined( 'ABSPATH' ) || exit;

$inkwell_forms_field = Field::of( $block );
if ( null !== $inkwell_forms_field ) {
	echo Form_Instance::submit_button( $inkwell_forms_field->field['label'], $inkwell_forms_field->wrapper_attributes( 'inkwell-contact-form__actions' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by Form_Instance and get_block_wrapper_attributes().
}

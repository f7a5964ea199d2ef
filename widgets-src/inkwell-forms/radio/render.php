<?php
/**
 * The Radio buttons block inside a contact form: a fieldset with its label as legend, one radio button per option and
 * the error slot, with the choices and error of the form instance it renders in (outside a form it
 * renders nothing).
 *
 * @package Inkwell\Forms
 *
 * @var WP_Block $block The block, with the form instance in its context.
 */

use Inkwell\Forms\Blocks\Field;

defined( 'ABSPATH' ) || exit;

echo Field::of( $block )?->choices(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by Field.

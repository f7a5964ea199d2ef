<?php
/**
 * The Date field block inside a contact form: its label, a date input with its earliest and latest dates and the error slot, with the
 * value and error of the form instance it renders in (outside a form it renders nothing).
 *
 * @package Inkwell\Forms
 *
 * @var WP_Block $block The block, with the form instance in its context.
 */

use Inkwell\Forms\Blocks\Field;

defined( 'ABSPATH' ) || exit;

echo Field::of( $block )?->input(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by Field.

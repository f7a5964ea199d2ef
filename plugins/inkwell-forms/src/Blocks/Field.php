<?php
/**
 * A field block rendered inside its form instance: the parts every field's render.php shares.
 *
 * @package Inkwell\Forms
 */

declare( strict_types=1 );

namespace Inkwell\Forms\Blocks;

use Inkwell\Forms\Form\Form;
use WP_Block;

/**
 * The field definition (Form::field(), the same the schema gives the island) with its instance's id,
 * value and error, and the markup pieces of a field: label, control attributes with their aria wiring,
 * error slot. Every method returns escaped markup.
 *
 * @since 0.4.0
 */
final class Field {

	/** Control attributes printed from the definition, by its key. */
	private const CONSTRAINTS = array(
		'placeholder' => 'placeholder',
		'minLength'   => 'minlength',
		'maxLength'   => 'maxlength',
		'min'         => 'min',
		'max'         => 'max',
		'step'        => 'step',
	);

	/**
	 * Creates the field.
	 *
	 * @param array<string,mixed> $field    Field definition.
	 * @param Form_Instance       $instance The form instance it renders in.
	 */
	private function __construct( public readonly array $field, public readonly Form_Instance $instance ) {
	}

	/**
	 * The field of a field block being rendered; null outside a form (the block alone renders nothing) or
	 * when the field has no usable name.
	 *
	 * @since 0.4.0
	 *
	 * @param WP_Block $block The field block.
	 */
	public static function of( WP_Block $block ): ?self {
		$instance = $block->context[ Form::FIELD_CONTEXT ] ?? null;
		$field    = Form::field( $block->parsed_block );
		return $instance instanceof Form_Instance && null !== $field ? new self( $field, $instance ) : null;
	}

	/**
	 * The control's id.
	 */
	public function id(): string {
		return $this->instance->field_id( $this->field['name'] );
	}

	/**
	 * The error message of the answer rendered with the form, or ''.
	 */
	public function error(): string {
		return $this->instance->error( $this->field['name'] );
	}

	/**
	 * The value to show, as text ('' for a list).
	 */
	public function text(): string {
		$value = $this->instance->value( $this->field );
		return is_scalar( $value ) ? (string) $value : '';
	}

	/**
	 * The values to show, as a list of strings (chosen options).
	 *
	 * @return string[]
	 */
	public function chosen(): array {
		return array_map( 'strval', array_filter( (array) $this->instance->value( $this->field ), 'is_scalar' ) );
	}

	/**
	 * The wrapper's attributes: the block's own classes and the field's.
	 *
	 * @param string $class_name Classes of the wrapper; the field's by default.
	 */
	public function wrapper_attributes( string $class_name = '' ): string {
		return get_block_wrapper_attributes( array( 'class' => '' !== $class_name ? $class_name : 'inkwell-contact-form__field is-type-' . $this->field['type'] ) );
	}

	/**
	 * The label text (the name when it has none) and the required mark.
	 *
	 * @param string $text Label text to use instead (a quiz's question), already escaped.
	 */
	public function label( string $text = '' ): string {
		$label = '' !== $text ? $text : esc_html( '' !== $this->field['label'] ? $this->field['label'] : $this->field['name'] );
		return $this->field['required'] ? $label . ' <span class="inkwell-contact-form__required" aria-hidden="true">*</span>' : $label;
	}

	/**
	 * The error slot the control's aria-describedby points to when the field is invalid.
	 */
	public function error_slot(): string {
		return sprintf( '<span class="inkwell-contact-form__error" id="%s">%s</span>', esc_attr( $this->id() . '-error' ), esc_html( $this->error() ) );
	}

	/**
	 * The aria-invalid and aria-describedby attributes, when the answer marked the field invalid.
	 */
	public function aria(): string {
		return '' === $this->error() ? '' : sprintf( ' aria-invalid="true" aria-describedby="%s"', esc_attr( $this->id() . '-error' ) );
	}

	/**
	 * The attributes of a single control: id, name, required, aria wiring and the field's constraints.
	 */
	public function control_attributes(): string {
		$html = sprintf( ' id="%s" name="%s"%s%s', esc_attr( $this->id() ), esc_attr( $this->field['name'] ), $this->field['required'] ? ' required' : '', $this->aria() );
		foreach ( self::CONSTRAINTS as $key => $attribute ) {
			if ( isset( $this->field[ $key ] ) ) {
				$html .= sprintf( ' %s="%s"', $attribute, esc_attr( (string) $this->field[ $key ] ) );
			}
		}
		if ( isset( $this->field['accept'] ) ) {
			$html .= sprintf( ' accept="%s"', esc_attr( implode( ',', $this->field['accept'] ) ) );
		}
		return $html;
	}

	/**
	 * A group of choices (checkbox or radio): a fieldset whose legend is the label, one input per option.
	 * A radio group is required through its inputs; a checkbox group has no native way, so its legend says so.
	 */
	public function choices(): string {
		$type   = $this->field['type'];
		$chosen = $this->chosen();
		$legend = $this->label();
		if ( 'checkbox' === $type && $this->field['required'] ) {
			$legend .= '<span class="screen-reader-text"> ' . esc_html__( '(required)', 'inkwell-forms' ) . '</span>';
		}
		$items = '';
		foreach ( (array) ( $this->field['options'] ?? array() ) as $i => $option ) {
			$items .= sprintf(
				'<label class="inkwell-contact-form__choice" for="%1$s-%2$d"><input type="%3$s" id="%1$s-%2$d" name="%4$s" value="%5$s"%6$s%7$s%8$s> %9$s</label>',
				esc_attr( $this->id() ),
				$i,
				esc_attr( $type ),
				esc_attr( $this->field['name'] . ( 'checkbox' === $type ? '[]' : '' ) ),
				esc_attr( $option ),
				checked( in_array( (string) $option, $chosen, true ), true, false ),
				'radio' === $type && $this->field['required'] ? ' required' : '',
				$this->aria(),
				esc_html( $option )
			);
		}
		return sprintf( '<fieldset %s><legend>%s</legend>%s%s</fieldset>', $this->wrapper_attributes(), $legend, $items, $this->error_slot() );
	}

	/**
	 * A field whose control is one input of the field's type (text, email, url, tel, number, date, time).
	 */
	public function input(): string {
		return sprintf(
			'<p %1$s><label for="%2$s">%3$s</label><input type="%4$s"%5$s value="%6$s">%7$s</p>',
			$this->wrapper_attributes(),
			esc_attr( $this->id() ),
			$this->label(),
			esc_attr( $this->field['type'] ),
			$this->control_attributes(),
			esc_attr( $this->text() ),
			$this->error_slot()
		);
	}
}

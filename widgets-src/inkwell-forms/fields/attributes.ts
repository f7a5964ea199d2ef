/**
 * Reading and writing field block attributes in the editor.
 */

/**
 * Internal dependencies
 */
import type { FieldAttributes, QuizPair } from './types';

type Raw = Record< string, unknown >;

/**
 * The attributes of a field block, typed: a value of an unexpected type (hand-edited content) reads as
 * not set.
 *
 * @param raw The block's attributes.
 */
export function fieldAttributes( raw: Raw ): FieldAttributes {
	return {
		name: text( raw, 'name' ),
		label: text( raw, 'label' ),
		required: flag( raw, 'required' ),
		optional: flag( raw, 'optional' ),
		placeholder: text( raw, 'placeholder' ),
		default: text( raw, 'default' ),
		options: list( raw, 'options', 'string' ),
		min: text( raw, 'min' ),
		max: text( raw, 'max' ),
		step: number( raw, 'step' ),
		minLength: number( raw, 'minLength' ),
		maxLength: number( raw, 'maxLength' ),
		minItems: number( raw, 'minItems' ),
		maxItems: number( raw, 'maxItems' ),
		minSize: number( raw, 'minSize' ),
		maxSize: number( raw, 'maxSize' ),
		accept: list( raw, 'accept', 'string' ),
		days: list( raw, 'days', 'number' ),
		questions: quiz( raw.questions ),
	};
}

/**
 * @param raw Attributes.
 * @param key Attribute.
 */
function text( raw: Raw, key: string ): string | undefined {
	const value = raw[ key ];
	return typeof value === 'string' ? value : undefined;
}

/**
 * @param raw Attributes.
 * @param key Attribute.
 */
function flag( raw: Raw, key: string ): boolean | undefined {
	const value = raw[ key ];
	return typeof value === 'boolean' ? value : undefined;
}

/**
 * @param raw Attributes.
 * @param key Attribute.
 */
function number( raw: Raw, key: string ): number | undefined {
	const value = raw[ key ];
	return typeof value === 'number' ? value : undefined;
}

function list( raw: Raw, key: string, type: 'string' ): string[] | undefined;
function list( raw: Raw, key: string, type: 'number' ): number[] | undefined;
/**
 * @param raw  Attributes.
 * @param key  Attribute.
 * @param type The type of every item.
 */
function list(
	raw: Raw,
	key: string,
	type: 'string' | 'number'
): Array< string | number > | undefined {
	const value = raw[ key ];
	return Array.isArray( value ) &&
		value.every( ( item ): item is string | number => typeof item === type )
		? value
		: undefined;
}

/**
 * @param value The questions attribute.
 */
function quiz( value: unknown ): QuizPair[] | undefined {
	return Array.isArray( value ) &&
		value.every(
			( pair ): pair is QuizPair =>
				typeof pair?.question === 'string' &&
				typeof pair?.answer === 'string'
		)
		? value
		: undefined;
}

/**
 * The field type of a block name: 'inkwell-forms/email' gives 'email'.
 *
 * @param name Block name.
 */
export function typeOf( name: string ): string {
	return name.replace( 'inkwell-forms/', '' );
}

/**
 * A field name as the server keeps it (sanitize_key): lower case letters, digits, '-' and '_'.
 *
 * @param value Typed name.
 */
export function fieldName( value: string ): string {
	return value.toLowerCase().replace( /[^a-z0-9_-]/g, '' );
}

/**
 * A number attribute from a text input: undefined when empty or not a number.
 *
 * @param value Typed text.
 */
export function numberOrUndefined( value: string ): number | undefined {
	const parsed = value.trim() === '' ? NaN : Number( value );
	return Number.isFinite( parsed ) ? parsed : undefined;
}

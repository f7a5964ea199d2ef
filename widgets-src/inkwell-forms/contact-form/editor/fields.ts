/**
 * Field block types and their attributes as the editor stores them (the server reads the same names).
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { FieldType } from '../types';

/** A quiz question with its accepted answers ('|' between several). */
export type QuizPair = {
	question: string;
	answer: string;
};

/** Attributes of a field block. */
export type FieldAttributes = {
	name?: string;
	label?: string;
	required?: boolean;
	optional?: boolean;
	placeholder?: string;
	default?: string;
	options?: string[];
	min?: string;
	max?: string;
	step?: number;
	minLength?: number;
	maxLength?: number;
	minItems?: number;
	maxItems?: number;
	minSize?: number;
	maxSize?: number;
	accept?: string[];
	days?: number[];
	questions?: QuizPair[];
};

/** The title of each field block. */
export const FIELD_TITLES: Record< FieldType, string > = {
	text: __( 'Text field', 'inkwell-forms' ),
	email: __( 'E-mail field', 'inkwell-forms' ),
	url: __( 'URL field', 'inkwell-forms' ),
	tel: __( 'Telephone field', 'inkwell-forms' ),
	number: __( 'Number field', 'inkwell-forms' ),
	date: __( 'Date field', 'inkwell-forms' ),
	time: __( 'Time field', 'inkwell-forms' ),
	textarea: __( 'Text area', 'inkwell-forms' ),
	select: __( 'Drop-down menu', 'inkwell-forms' ),
	checkbox: __( 'Checkboxes', 'inkwell-forms' ),
	radio: __( 'Radio buttons', 'inkwell-forms' ),
	acceptance: __( 'Acceptance box', 'inkwell-forms' ),
	file: __( 'File upload', 'inkwell-forms' ),
	quiz: __( 'Quiz', 'inkwell-forms' ),
	captcha: __( 'Image captcha', 'inkwell-forms' ),
	submit: __( 'Submit button', 'inkwell-forms' ),
};

/** Types whose value is text with a length. */
export const TEXT_TYPES: FieldType[] = [
	'text',
	'email',
	'url',
	'tel',
	'textarea',
];

/** Types with a list of options. */
export const CHOICE_TYPES: FieldType[] = [ 'select', 'checkbox', 'radio' ];

/** Types that show a placeholder. */
export const PLACEHOLDER_TYPES: FieldType[] = [
	...TEXT_TYPES,
	'number',
	'date',
	'time',
	'quiz',
	'captcha',
];

/** Types without a default value. */
export const NO_DEFAULT_TYPES: FieldType[] = [
	'file',
	'quiz',
	'captcha',
	'submit',
];

/**
 * The block type of a block name: 'inkwell-forms/email' gives 'email'.
 *
 * @param name Block name.
 */
export function typeOf( name: string ): FieldType {
	return name.replace( 'inkwell-forms/', '' ) as FieldType;
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
	const number = value.trim() === '' ? NaN : Number( value );
	return Number.isFinite( number ) ? number : undefined;
}

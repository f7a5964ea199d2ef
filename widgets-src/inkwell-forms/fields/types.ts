/**
 * Types of the field blocks: their attributes as the editor stores them, and a field as the validation
 * schema (GET .../feedback/schema) gives it.
 */

/** A field definition as the schema gives it; constraints are present only when set. */
export type Field = {
	/** The field block's type: 'email' for inkwell-forms/email. */
	type: string;
	name: string;
	label: string;
	required: boolean;
	placeholder?: string;
	default?: string;
	options?: string[];
	min?: number | string;
	max?: number | string;
	step?: number;
	minLength?: number;
	maxLength?: number;
	minItems?: number;
	maxItems?: number;
	minSize?: number;
	maxSize?: number;
	accept?: string[];
	days?: number[];
};

/** What the rules need to know of a chosen file. */
export type FileValue = {
	name: string;
	size: number;
	type: string;
};

export type FieldValue = string | string[] | FileValue[];

/** GET /wp-json/inkwell-forms/v1/contact-forms/{id}/feedback/schema. */
export type Schema = {
	version: number;
	fields: Field[];
	schemes: string[];
	messages: Record< string, string >;
};

/** A quiz question with its accepted answers ('|' between several). */
export type QuizPair = {
	question: string;
	answer: string;
};

/**
 * Every attribute a field block may have. Each field block's block.json declares those its type uses; the
 * editor offers a setting for each attribute the block declares.
 */
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

/**
 * The attributes of a field block as the editor hands them over: a different set per block type, read
 * through fieldAttributes().
 */
export type FieldBlockAttributes = Record< string, unknown >;

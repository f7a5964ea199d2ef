/**
 * Types of the contact form island: the schema of GET .../feedback/schema and the answer of SPEC 3.
 */

export type FieldType =
	| 'text'
	| 'email'
	| 'url'
	| 'tel'
	| 'number'
	| 'date'
	| 'time'
	| 'textarea'
	| 'select'
	| 'checkbox'
	| 'radio'
	| 'acceptance'
	| 'file'
	| 'quiz'
	| 'captcha'
	| 'submit';

/** A field definition as the schema gives it; constraints are present only when set. */
export interface Field {
	type: FieldType;
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
}

/** What the rules need to know of a chosen file. */
export interface FileValue {
	name: string;
	size: number;
	type: string;
}

export type FieldValue = string | string[] | FileValue[];

/** GET /wp-json/inkwell-forms/v1/contact-forms/{id}/feedback/schema. */
export interface Schema {
	version: number;
	fields: Field[];
	schemes: string[];
	messages: Record< string, string >;
}

/** Fresh quiz and captcha data by field name (answer, refill and first render). */
export interface Challenges {
	captcha: Record< string, { token: string; image: string } >;
	quiz: Record< string, { token: string; question: string } >;
	/** A fresh single-use fill-time token (refill, and answers that used the one sent). */
	fill_token?: string;
}

/** The contact form answer of SPEC 3. */
export interface Answer extends Challenges {
	status: string;
	message: string;
	invalid_fields: Array< { field: string; message: string } >;
	posted_data_hash: string;
}

/** The form states of SPEC 4.10. */
export type FormStatus =
	| 'init'
	| 'validating'
	| 'submitting'
	| 'resetting'
	| 'invalid'
	| 'unaccepted'
	| 'spam'
	| 'aborted'
	| 'sent'
	| 'failed'
	| 'payment-required'
	| `custom-${ string }`;

/** Props printed by the contact form block. */
export interface ContactFormProps {
	formId: number;
	unitTag: string;
	restUrl: string;
	fields: Field[];
	hidden: Record< string, string >;
	status: FormStatus;
	message: string;
	errors: Record< string, string >;
	/** Values a plain POST sent back, to show again. */
	values?: Record< string, string | string[] >;
	challenges?: Challenges;
}

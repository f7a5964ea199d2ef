/**
 * Types of the Contact form block: its attributes, the island's props and the answer of SPEC 3.
 */

/** The block's attributes: the form it places. */
export type ContactFormAttributes = {
	id?: number;
};

/** Fresh quiz and captcha data by field name (answer, refill and first render). */
export type Challenges = {
	captcha: Record< string, { token: string; image: string } >;
	quiz: Record< string, { token: string; question: string } >;
	/** A fresh single-use fill-time token (refill, and answers that used the one sent). */
	fill_token?: string;
};

/** The contact form answer of SPEC 3. */
export type Answer = Challenges & {
	status: string;
	message: string;
	invalid_fields: Array< { field: string; message: string } >;
	posted_data_hash: string;
};

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

/** Props printed by render.php: the form's REST base and the state it was rendered in. */
export type ContactFormProps = {
	restUrl: string;
	status: FormStatus;
};

/**
 * External dependencies
 */
import { act } from 'react';

/**
 * Internal dependencies
 */
import { mountIslands, registerIsland } from '../../../../common/mount';
import type { ContactFormProps, Field, Schema } from '../../types';
import { ContactForm } from '../ContactForm';

(
	globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
 ).IS_REACT_ACT_ENVIRONMENT = true;

const FIELDS: Field[] = [
	{ type: 'text', name: 'your-name', label: 'Your name', required: true },
	{ type: 'email', name: 'your-email', label: 'Your email', required: true },
	{ type: 'url', name: 'site', label: 'Website', required: false },
	{
		type: 'textarea',
		name: 'your-message',
		label: 'Message',
		required: false,
		maxLength: 10,
	},
	{ type: 'acceptance', name: 'consent', label: 'I agree', required: true },
	{ type: 'submit', name: '', label: 'Send', required: false },
];

const SCHEMA: Schema = {
	version: 1,
	fields: FIELDS.filter( ( f ) => f.type !== 'submit' ),
	schemes: [ 'http', 'https', 'mailto' ],
	messages: {
		required: 'Please fill out this field.',
		invalid_email: 'Please enter an email address.',
		too_long: 'This field has a too long input.',
	},
};

const PROPS: ContactFormProps = {
	formId: 7,
	unitTag: 'inkwell-forms-f7-p2-o1',
	restUrl: 'http://example.test/wp-json/inkwell-forms/v1/contact-forms/7',
	fields: FIELDS,
	hidden: {
		_inkwell_forms: '7',
		_inkwell_forms_unit_tag: 'inkwell-forms-f7-p2-o1',
		_inkwell_forms_posted_data_hash: '',
	},
	status: 'init',
	message: '',
	errors: {},
};

type Responder = ( url: string, init?: RequestInit ) => Promise< unknown >;
const json = ( body: unknown, status = 200 ) =>
	Promise.resolve( {
		ok: status < 300,
		status,
		json: () => Promise.resolve( body ),
	} );
let feedback: Responder;
const calls: Array< { url: string; body?: FormData } > = [];

async function render(
	wrap = ( island: string ) => island,
	islandProps: ContactFormProps = PROPS
) {
	await act( async () => {
		const props = JSON.stringify( islandProps ).replace( /'/g, '&#39;' );
		document.body.innerHTML = wrap(
			`<div id="${ PROPS.unitTag }" data-inkwell-island="contact-form" data-inkwell-props='${ props }'></div>`
		);
		mountIslands( document );
	} );
	await act( async () => undefined );
}

const form = () =>
	document.querySelector( '.inkwell-contact-form__form' ) as HTMLFormElement;
const submit = () =>
	document.querySelector( 'button[type="submit"]' ) as HTMLButtonElement;
const control = ( name: string ) =>
	document.querySelector( `[name="${ name }"]` ) as HTMLInputElement;

async function type( name: string, value: string ) {
	const element = control( name );
	const proto =
		element instanceof HTMLTextAreaElement
			? HTMLTextAreaElement.prototype
			: HTMLInputElement.prototype;
	await act( async () => {
		Object.getOwnPropertyDescriptor( proto, 'value' )!.set!.call(
			element,
			value
		);
		element.dispatchEvent( new Event( 'input', { bubbles: true } ) );
	} );
}

async function click( element: HTMLElement ) {
	await act( async () => {
		element.click();
	} );
	await act( async () => undefined );
}

async function fillValid() {
	await type( 'your-name', 'Ada' );
	await type( 'your-email', 'ada@example.com' );
	await click( control( 'consent' ) );
}

describe( 'ContactForm', () => {
	beforeAll( () => registerIsland( 'contact-form', ContactForm ) );

	beforeEach( () => {
		calls.length = 0;
		feedback = () =>
			json( {
				status: 'mail_sent',
				message: 'Thank you for your message. It has been sent.',
				invalid_fields: [],
				posted_data_hash: 'abc',
				captcha: {},
				quiz: {},
			} );
		window.fetch = jest.fn(
			( input: RequestInfo | URL, init?: RequestInit ) => {
				const url = String( input );
				calls.push( { url, body: init?.body as FormData } );
				if ( url.endsWith( '/feedback/schema' ) ) {
					return json( SCHEMA );
				}
				if ( url.endsWith( '/refill' ) ) {
					return json( { captcha: {}, quiz: {} } );
				}
				return feedback( url, init );
			}
		) as unknown as typeof fetch;
	} );

	it( 'keeps submit disabled until every acceptance box is ticked', async () => {
		await render();
		expect( submit().disabled ).toBe( true );
		await click( control( 'consent' ) );
		expect( submit().disabled ).toBe( false );
		await click( control( 'consent' ) );
		expect( submit().disabled ).toBe( true );
	} );

	it( 'validates with the schema: messages beside fields, aria wiring, no request', async () => {
		await render();
		await type( 'your-email', 'ada@' );
		await click( control( 'consent' ) );
		await click( submit() );

		expect( form().getAttribute( 'data-status' ) ).toBe( 'invalid' );
		const email = control( 'your-email' );
		expect( email.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		const described = email.getAttribute( 'aria-describedby' )!;
		expect( document.getElementById( described )?.textContent ).toBe(
			'Please enter an email address.'
		);
		expect(
			document.getElementById(
				control( 'your-name' ).getAttribute( 'aria-describedby' )!
			)?.textContent
		).toBe( 'Please fill out this field.' );
		expect( form().ownerDocument.activeElement ).toBe(
			control( 'your-name' )
		);
		expect( calls.some( ( c ) => c.url.endsWith( '/feedback' ) ) ).toBe(
			false
		);

		await type( 'your-email', 'ada@example.com' );
		expect( control( 'your-email' ).hasAttribute( 'aria-invalid' ) ).toBe(
			false
		);
	} );

	it( 'sends the form, then resets and refills, and ends in the sent state', async () => {
		await render();
		await fillValid();
		await type( 'site', 'example.com' );
		await click( submit() );

		const sent = calls.find( ( c ) => c.url.endsWith( '/feedback' ) )!;
		expect( sent.url ).toBe( `${ PROPS.restUrl }/feedback` );
		expect( sent.body?.get( 'your-name' ) ).toBe( 'Ada' );
		expect( sent.body?.get( 'site' ) ).toBe( 'http://example.com' );
		expect( sent.body?.get( '_inkwell_forms_unit_tag' ) ).toBe(
			PROPS.unitTag
		);
		expect( calls.at( -1 )?.url ).toBe( `${ PROPS.restUrl }/refill` );
		expect( form().getAttribute( 'data-status' ) ).toBe( 'sent' );
		expect( form().classList.contains( 'is-sent' ) ).toBe( true );
		expect(
			document.querySelector( '.inkwell-contact-form__response' )
				?.textContent
		).toBe( 'Thank you for your message. It has been sent.' );
		expect( control( 'your-name' ).value ).toBe( '' );
		expect( submit().disabled ).toBe( true );
	} );

	it( 'sends a fresh single-use fill-time token: the refill replaces the page one, an answer the used one', async () => {
		let refills = 0;
		const inner = window.fetch;
		window.fetch = jest.fn(
			( input: RequestInfo | URL, init?: RequestInit ) => {
				if ( String( input ).endsWith( '/refill' ) ) {
					calls.push( { url: String( input ) } );
					refills++;
					return json( {
						captcha: {},
						quiz: {},
						fill_token: `fresh-${ refills }`,
					} );
				}
				return inner( input, init );
			}
		) as unknown as typeof fetch;
		feedback = () =>
			json( {
				status: 'spam',
				message: 'There was an error trying to send your message.',
				invalid_fields: [],
				posted_data_hash: 'h1',
				captcha: {},
				quiz: {},
				fill_token: 'from-answer',
			} );
		await render( undefined, {
			...PROPS,
			hidden: { ...PROPS.hidden, _inkwell_forms_ts: 'cached-page' },
		} );
		await fillValid();
		await click( submit() );
		await click( submit() );

		const sent = calls.filter( ( c ) => c.url.endsWith( '/feedback' ) );
		expect( sent[ 0 ].body?.get( '_inkwell_forms_ts' ) ).toBe( 'fresh-1' );
		expect( sent[ 1 ].body?.get( '_inkwell_forms_ts' ) ).toBe(
			'from-answer'
		);
		expect( sent[ 1 ].body?.get( '_inkwell_forms_posted_data_hash' ) ).toBe(
			'h1'
		);
	} );

	it( 'shows each server field message next to its field', async () => {
		feedback = () =>
			json( {
				status: 'validation_failed',
				message: 'One or more fields have an error.',
				invalid_fields: [
					{ field: 'your-name', message: 'Server says no.' },
				],
				posted_data_hash: '',
				captcha: {},
				quiz: {},
			} );
		await render();
		await fillValid();
		await click( submit() );
		expect( form().getAttribute( 'data-status' ) ).toBe( 'invalid' );
		const name = control( 'your-name' );
		expect( name.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		expect(
			document.getElementById( name.getAttribute( 'aria-describedby' )! )
				?.textContent
		).toBe( 'Server says no.' );
	} );

	it.each( [
		[ 'acceptance_missing', 'unaccepted' ],
		[ 'spam', 'spam' ],
		[ 'aborted', 'aborted' ],
		[ 'mail_failed', 'failed' ],
		[ 'payment_required', 'payment-required' ],
		[ 'needs_review', 'custom-needs-review' ],
	] )(
		'status %s puts the form in state %s with the server message',
		async ( status, state ) => {
			feedback = () =>
				json( {
					status,
					message: `Message for ${ status }`,
					invalid_fields: [],
					posted_data_hash: '',
					captcha: {},
					quiz: {},
				} );
			await render();
			await fillValid();
			await click( submit() );
			expect( form().getAttribute( 'data-status' ) ).toBe( state );
			expect(
				document.querySelector( '.inkwell-contact-form__response' )
					?.textContent
			).toBe( `Message for ${ status }` );
		}
	);

	it( 'says the visitor is probably offline when the request fails', async () => {
		feedback = () => Promise.reject( new TypeError( 'Failed to fetch' ) );
		await render();
		await fillValid();
		await click( submit() );
		expect(
			document.querySelector( '.inkwell-contact-form__response' )
				?.textContent
		).toBe( 'You are probably offline.' );
		expect( control( 'your-name' ).value ).toBe( 'Ada' );
	} );

	it( 'says so when the answer is not JSON', async () => {
		feedback = () =>
			Promise.resolve( {
				ok: true,
				status: 200,
				json: () => Promise.reject( new SyntaxError( 'Unexpected <' ) ),
			} );
		await render();
		await fillValid();
		await click( submit() );
		expect(
			document.querySelector( '.inkwell-contact-form__response' )
				?.textContent
		).toBe( 'The response is not a valid JSON response.' );
	} );

	it( 'shows the wrong-place error when it sits inside another form', async () => {
		await render( ( island ) => `<form class="outer">${ island }</form>` );
		expect( document.querySelector( '[role="alert"]' )?.textContent ).toBe(
			'Error: This contact form is placed in the wrong place.'
		);
		expect( document.querySelector( '.inkwell-contact-form__form' ) ).toBe(
			null
		);
	} );

	it( 'counts characters and flags a text that is too long', async () => {
		await render();
		const counter = () =>
			document.querySelector( '.inkwell-contact-form__counter' )!;
		expect( counter().textContent ).toBe( '10 characters left' );
		await type( 'your-message', 'twelve chars' );
		expect( counter().textContent ).toBe( '2 characters too many' );
		expect( counter().classList.contains( 'is-too-long' ) ).toBe( true );
		expect(
			control( 'your-message' ).getAttribute( 'aria-describedby' )
		).toContain( counter().id );
	} );
} );

describe( 'ContactForm with a quiz and a captcha', () => {
	const CHALLENGE_PROPS: ContactFormProps = {
		...PROPS,
		fields: [
			{ type: 'quiz', name: 'human', label: 'Quiz', required: true },
			{ type: 'captcha', name: 'code', label: 'Code', required: true },
			{ type: 'submit', name: '', label: 'Send', required: false },
		],
		challenges: {
			quiz: { human: { question: 'Cached question?', token: 'q0' } },
			captcha: {
				code: { image: 'data:image/png;base64,OLD', token: 'c0' },
			},
		},
	};
	let refillAnswer: unknown;

	beforeAll( () => registerIsland( 'contact-form', ContactForm ) );

	beforeEach( () => {
		calls.length = 0;
		refillAnswer = {
			quiz: { human: { question: 'What is 2 + 3?', token: 'q1' } },
			captcha: {
				code: { image: 'data:image/png;base64,NEW', token: 'c1' },
			},
		};
		feedback = () =>
			json( {
				status: 'validation_failed',
				message: 'One or more fields have an error.',
				invalid_fields: [
					{
						field: 'code',
						message: 'The code you entered is incorrect.',
					},
				],
				posted_data_hash: '',
				quiz: { human: { question: 'Sky colour?', token: 'q2' } },
				captcha: {
					code: { image: 'data:image/png;base64,NEXT', token: 'c2' },
				},
			} );
		window.fetch = jest.fn(
			( input: RequestInfo | URL, init?: RequestInit ) => {
				const url = String( input );
				calls.push( { url, body: init?.body as FormData } );
				if ( url.endsWith( '/feedback/schema' ) ) {
					return json( {
						...SCHEMA,
						fields: CHALLENGE_PROPS.fields.slice( 0, 2 ),
					} );
				}
				if ( url.endsWith( '/refill' ) ) {
					return json( refillAnswer );
				}
				return feedback( url, init );
			}
		) as unknown as typeof fetch;
	} );

	const image = () =>
		document.querySelector(
			'img.inkwell-contact-form__captcha'
		) as HTMLImageElement;
	const label = () =>
		document.querySelector( 'label[for$="-human"]' ) as HTMLLabelElement;

	it( 'asks for fresh challenges at once: a cached page may hold used ones', async () => {
		await render( undefined, CHALLENGE_PROPS );
		expect( calls.some( ( call ) => call.url.endsWith( '/refill' ) ) ).toBe(
			true
		);
		expect( label().textContent ).toContain( 'What is 2 + 3?' );
		expect( image().getAttribute( 'src' ) ).toBe(
			'data:image/png;base64,NEW'
		);
		expect( control( '_inkwell_forms_challenge_human' ).value ).toBe(
			'q1'
		);
		expect( control( '_inkwell_forms_challenge_code' ).value ).toBe( 'c1' );
	} );

	it( 'sends the answers with their tokens and takes the new challenges of the answer', async () => {
		await render( undefined, CHALLENGE_PROPS );
		await type( 'human', '5' );
		await type( 'code', 'ABCDE' );
		await click( submit() );

		const sent = calls.find( ( call ) => call.url.endsWith( '/feedback' ) );
		expect( sent?.body?.get( 'human' ) ).toBe( '5' );
		expect( sent?.body?.get( '_inkwell_forms_challenge_code' ) ).toBe(
			'c1'
		);
		expect( image().getAttribute( 'src' ) ).toBe(
			'data:image/png;base64,NEXT'
		);
		expect( label().textContent ).toContain( 'Sky colour?' );
		expect( control( 'code' ).value ).toBe( '' );
		expect( control( 'code' ).getAttribute( 'aria-invalid' ) ).toBe(
			'true'
		);
	} );

	it( 'refuses a blank answer on the client', async () => {
		await render( undefined, CHALLENGE_PROPS );
		await click( submit() );
		expect(
			calls.some( ( call ) => call.url.endsWith( '/feedback' ) )
		).toBe( false );
		expect( control( 'human' ).getAttribute( 'aria-invalid' ) ).toBe(
			'true'
		);
	} );
} );

/**
 * The contact form island on the server's own markup: fixtures/*.html is what render.php and the field
 * blocks print (Contact_Form_Test keeps them equal).
 */

/**
 * External dependencies
 */
import fs from 'fs';
import path from 'path';

/**
 * Internal dependencies
 */
import { FORM_SUCCESS_EVENT } from '../../../common/form-success';
import type { Schema } from '../../fields/types';
import { enhanceContactForms } from '../enhance';

const markup = ( name: string ) =>
	fs.readFileSync(
		path.join( __dirname, 'fixtures', `${ name }.html` ),
		'utf8'
	);
const FORM = markup( 'contact-form' );
const CHALLENGE_FORM = markup( 'challenge-form' );
const REST = 'http://example.test/wp-json/inkwell-forms/v1/contact-forms/7';
const UNIT = 'inkwell-forms-f7-p0-o1';

const SCHEMA: Schema = {
	version: 1,
	fields: [
		{ type: 'text', name: 'your-name', label: 'Your name', required: true },
		{
			type: 'email',
			name: 'your-email',
			label: 'Your email',
			required: true,
		},
		{ type: 'url', name: 'site', label: 'Website', required: false },
		{
			type: 'checkbox',
			name: 'topics',
			label: 'Topics',
			required: true,
			options: [ 'Essays', 'News' ],
		},
		{
			type: 'textarea',
			name: 'your-message',
			label: 'Message',
			required: false,
			maxLength: 10,
		},
		{
			type: 'acceptance',
			name: 'consent',
			label: 'I agree',
			required: true,
		},
	],
	schemes: [ 'http', 'https', 'mailto' ],
	messages: {
		required: 'Please fill out this field.',
		invalid_email: 'Please enter an email address.',
		too_long: 'This field has a too long input.',
	},
};

type Responder = () => Promise< unknown >;
const json = ( body: unknown, status = 200 ) =>
	Promise.resolve( {
		ok: status < 300,
		status,
		json: () => Promise.resolve( body ),
	} );
const answer = ( status: string, extra: object = {} ) => ( {
	status,
	message: `Message for ${ status }`,
	invalid_fields: [],
	posted_data_hash: 'abc',
	captcha: {},
	quiz: {},
	...extra,
} );

let feedback: Responder;
let schema: Schema;
let refillAnswer: unknown;
const calls: Array< { url: string; body?: FormData } > = [];

/** Lets the island's promises (schema, refill, feedback) settle. */
const settle = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

async function render( html: string, wrap = ( island: string ) => island ) {
	document.body.innerHTML = wrap( html );
	enhanceContactForms( document );
	await settle();
}

const root = () =>
	document.querySelector( '[data-inkwell-island="contact-form"]' )!;
const form = () =>
	document.querySelector( '.inkwell-contact-form__form' ) as HTMLFormElement;
const submit = () =>
	document.querySelector( 'button[type="submit"]' ) as HTMLButtonElement;
const control = ( name: string ) =>
	document.querySelector( `[name="${ name }"]` ) as HTMLInputElement;
const response = () =>
	document.querySelector( '.inkwell-contact-form__response' )!;
const description = ( element: Element ) =>
	( element.getAttribute( 'aria-describedby' ) ?? '' )
		.split( ' ' )
		.map( ( id ) => document.getElementById( id )?.textContent )
		.join( ' | ' );
const urls = () => calls.map( ( call ) => call.url.replace( REST, '' ) );

async function type( name: string, value: string ) {
	const element = control( name );
	element.value = value;
	element.dispatchEvent( new Event( 'input', { bubbles: true } ) );
	await settle();
}

async function click( element: HTMLElement ) {
	element.click();
	await settle();
}

async function fillValid() {
	await type( 'your-name', 'Ada' );
	await type( 'your-email', 'ada@example.com' );
	await click( control( 'topics[]' ) );
	await click( control( 'consent' ) );
}

beforeEach( () => {
	calls.length = 0;
	schema = SCHEMA;
	feedback = () => json( answer( 'mail_sent' ) );
	refillAnswer = { captcha: {}, quiz: {} };
	window.fetch = jest.fn(
		( input: RequestInfo | URL, init?: RequestInit ) => {
			const url = String( input );
			calls.push( { url, body: init?.body as FormData } );
			if ( url.endsWith( '/feedback/schema' ) ) {
				return json( schema );
			}
			if ( url.endsWith( '/refill' ) ) {
				return json( refillAnswer );
			}
			return feedback();
		}
	) as unknown as typeof fetch;
} );

describe( 'the contact form island', () => {
	it( 'enhances the server markup in place: the same elements before and after', async () => {
		document.body.innerHTML = FORM;
		const before = [ ...root().querySelectorAll( '*' ) ];
		enhanceContactForms( document );
		await settle();

		const after = [ ...root().querySelectorAll( '*' ) ];
		// The island only adds the character counter.
		expect( after.filter( ( node ) => ! before.includes( node ) ) ).toEqual(
			[ document.querySelector( '.inkwell-contact-form__counter' ) ]
		);
		expect( before.every( ( node ) => node.isConnected ) ).toBe( true );
		expect( form().getAttribute( 'data-status' ) ).toBe( 'init' );
		expect( form().noValidate ).toBe( true );
		expect( urls() ).toEqual( [ '/feedback/schema', '/refill' ] );
	} );

	it( 'enhances a form once, and a form inserted later as well', async () => {
		await render( FORM );
		enhanceContactForms( document );
		await settle();
		expect( urls() ).toEqual( [ '/feedback/schema', '/refill' ] );

		const popup = document.createElement( 'div' );
		popup.innerHTML = FORM.replace( new RegExp( UNIT, 'g' ), 'popup-form' );
		document.body.append( popup );
		enhanceContactForms( popup );
		await settle();
		expect(
			popup
				.querySelector( '.inkwell-contact-form__form' )
				?.getAttribute( 'data-status' )
		).toBe( 'init' );
		expect( urls() ).toEqual( [
			'/feedback/schema',
			'/refill',
			'/feedback/schema',
			'/refill',
		] );
	} );

	it( 'keeps submit disabled until every acceptance box is ticked', async () => {
		await render( FORM );
		expect( submit().disabled ).toBe( true );
		await click( control( 'consent' ) );
		expect( submit().disabled ).toBe( false );
		await click( control( 'consent' ) );
		expect( submit().disabled ).toBe( true );
	} );

	it( 'validates with the schema: messages beside fields, aria wiring, focus, a summary and no request', async () => {
		await render( FORM );
		await type( 'your-email', 'ada@' );
		await click( control( 'consent' ) );
		await click( submit() );

		expect( form().getAttribute( 'data-status' ) ).toBe( 'invalid' );
		expect( root().classList.contains( 'is-invalid' ) ).toBe( true );
		const email = control( 'your-email' );
		expect( email.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		expect( description( email ) ).toBe( 'Please enter an email address.' );
		expect( description( control( 'your-name' ) ) ).toBe(
			'Please fill out this field.'
		);
		for ( const box of document.querySelectorAll( '[name="topics[]"]' ) ) {
			expect( box.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
			expect( description( box ) ).toBe( 'Please fill out this field.' );
		}
		expect( control( 'site' ).hasAttribute( 'aria-invalid' ) ).toBe(
			false
		);
		expect( form().ownerDocument.activeElement ).toBe(
			control( 'your-name' )
		);
		// The summary counts and names the fields, without their required mark.
		expect( response().textContent ).toBe(
			'3 fields have an error: Your name, Your email, Topics. Please check and try again.'
		);
		expect( urls() ).not.toContain( '/feedback' );

		await type( 'your-email', 'ada@example.com' );
		expect( email.hasAttribute( 'aria-invalid' ) ).toBe( false );
		expect( email.hasAttribute( 'aria-describedby' ) ).toBe( false );
		expect(
			document.getElementById( `${ UNIT }-your-email-error` )?.textContent
		).toBe( '' );
	} );

	it( 'marks required fields for assistive technology in the server markup', async () => {
		await render( FORM );
		expect( control( 'your-name' ).required ).toBe( true );
		expect( control( 'site' ).required ).toBe( false );
		expect(
			document.querySelector( '.is-type-checkbox legend' )?.textContent
		).toContain( '(required)' );
	} );

	it( 'sends the form, resets it without a second refill (it has no challenge) and ends in the sent state', async () => {
		await render( FORM );
		await fillValid();
		await type( 'site', 'example.com' );
		await click( submit() );

		const sent = calls.find( ( call ) =>
			call.url.endsWith( '/feedback' )
		)!;
		expect( sent.url ).toBe( `${ REST }/feedback` );
		expect( sent.body?.get( 'your-name' ) ).toBe( 'Ada' );
		expect( sent.body?.getAll( 'topics[]' ) ).toEqual( [ 'Essays' ] );
		expect( sent.body?.get( 'site' ) ).toBe( 'http://example.com' );
		expect( sent.body?.get( '_inkwell_forms_unit_tag' ) ).toBe( UNIT );
		expect( urls() ).toEqual( [
			'/feedback/schema',
			'/refill',
			'/feedback',
		] );
		expect( form().getAttribute( 'data-status' ) ).toBe( 'sent' );
		expect( root().classList.contains( 'is-sent' ) ).toBe( true );
		expect( root().classList.contains( 'is-init' ) ).toBe( false );
		expect( response().textContent ).toBe( 'Message for mail_sent' );
		expect( control( 'your-name' ).value ).toBe( '' );
		expect( control( '_inkwell_forms_posted_data_hash' ).value ).toBe(
			'abc'
		);
		expect( submit().disabled ).toBe( true );
		expect( form().ownerDocument.activeElement ).toBe( response() );
	} );

	it( 'tells a popup around it that it was sent, so the popup closes (SPEC 4.11); not when the server refuses', async () => {
		await render( FORM, ( island ) => `<dialog open>${ island }</dialog>` );
		const heard: Event[] = [];
		document
			.querySelector( 'dialog' )!
			.addEventListener( FORM_SUCCESS_EVENT, ( e ) => heard.push( e ) );
		feedback = () => json( answer( 'validation_failed' ) );
		await fillValid();
		await click( submit() );
		expect( heard ).toHaveLength( 0 );

		feedback = () => json( answer( 'mail_sent' ) );
		await click( submit() );
		expect( heard ).toHaveLength( 1 );
		expect( heard[ 0 ]?.target ).toBe( form() );
	} );

	it( 'sends a fresh single-use fill-time token: the refill replaces the page one, an answer the used one', async () => {
		refillAnswer = { captcha: {}, quiz: {}, fill_token: 'fresh' };
		feedback = () =>
			json(
				answer( 'spam', {
					fill_token: 'from-answer',
					posted_data_hash: 'h1',
				} )
			);
		await render( FORM );
		expect( control( '_inkwell_forms_ts' ).value ).toBe( 'fresh' );
		await fillValid();
		await click( submit() );
		await click( submit() );

		const [ first, second ] = calls.filter( ( call ) =>
			call.url.endsWith( '/feedback' )
		);
		expect( first?.body?.get( '_inkwell_forms_ts' ) ).toBe( 'fresh' );
		expect( second?.body?.get( '_inkwell_forms_ts' ) ).toBe(
			'from-answer'
		);
		expect( second?.body?.get( '_inkwell_forms_posted_data_hash' ) ).toBe(
			'h1'
		);
	} );

	it( 'shows each server field message next to its field', async () => {
		feedback = () =>
			json(
				answer( 'validation_failed', {
					invalid_fields: [
						{ field: 'your-name', message: 'Server says no.' },
					],
				} )
			);
		await render( FORM );
		await fillValid();
		await click( submit() );
		expect( form().getAttribute( 'data-status' ) ).toBe( 'invalid' );
		const name = control( 'your-name' );
		expect( name.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		expect( description( name ) ).toBe( 'Server says no.' );
		expect( form().ownerDocument.activeElement ).toBe( name );
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
			feedback = () => json( answer( status ) );
			await render( FORM );
			await fillValid();
			await click( submit() );
			expect( form().getAttribute( 'data-status' ) ).toBe( state );
			expect( response().textContent ).toBe( `Message for ${ status }` );
			expect( control( 'your-name' ).value ).toBe( 'Ada' );
		}
	);

	it( 'says the visitor is probably offline when the request fails', async () => {
		feedback = () => Promise.reject( new TypeError( 'Failed to fetch' ) );
		await render( FORM );
		await fillValid();
		await click( submit() );
		expect( response().textContent ).toBe( 'You are probably offline.' );
		expect( form().getAttribute( 'data-status' ) ).toBe( 'failed' );
		expect( control( 'your-name' ).value ).toBe( 'Ada' );
	} );

	it( 'says so when the answer is not JSON', async () => {
		feedback = () =>
			Promise.resolve( {
				ok: true,
				status: 200,
				json: () => Promise.reject( new SyntaxError( 'Unexpected <' ) ),
			} );
		await render( FORM );
		await fillValid();
		await click( submit() );
		expect( response().textContent ).toBe(
			'The response is not a valid JSON response.'
		);
	} );

	it( 'shows the wrong-place error when it sits inside another form', async () => {
		await render(
			FORM,
			( island ) => `<form class="outer">${ island }</form>`
		);
		expect( document.querySelector( '[role="alert"]' )?.textContent ).toBe(
			'Error: This contact form is placed in the wrong place.'
		);
		// The browser dropped the inner form; its fields must not go with the outer one.
		expect( document.querySelector( 'form.outer input' ) ).toBe( null );
		expect( calls ).toEqual( [] );
	} );

	it( 'counts characters and flags a text that is too long', async () => {
		await render( FORM );
		const counter = () =>
			document.querySelector( '.inkwell-contact-form__counter' )!;
		expect( counter().textContent ).toBe( '10 characters left' );
		await type( 'your-message', 'twelve chars' );
		expect( counter().textContent ).toBe( '2 characters too many' );
		expect( counter().classList.contains( 'is-too-long' ) ).toBe( true );
		expect(
			control( 'your-message' ).getAttribute( 'aria-describedby' )
		).toBe( counter().id );

		await fillValid();
		await click( submit() );
		expect( description( control( 'your-message' ) ) ).toBe(
			'This field has a too long input. | 2 characters too many'
		);
	} );
} );

describe( 'the contact form island with a quiz and a captcha', () => {
	beforeEach( () => {
		schema = {
			...SCHEMA,
			fields: [
				{ type: 'quiz', name: 'human', label: 'Quiz', required: true },
				{
					type: 'captcha',
					name: 'code',
					label: 'Code',
					required: true,
				},
			],
		};
		refillAnswer = {
			quiz: { human: { question: 'What is 2 + 3?', token: 'q1' } },
			captcha: {
				code: { image: 'data:image/png;base64,NEW', token: 'c1' },
			},
		};
		feedback = () =>
			json(
				answer( 'validation_failed', {
					invalid_fields: [
						{
							field: 'code',
							message: 'The code you entered is incorrect.',
						},
					],
					quiz: { human: { question: 'Sky colour?', token: 'q2' } },
					captcha: {
						code: {
							image: 'data:image/png;base64,NEXT',
							token: 'c2',
						},
					},
				} )
			);
	} );

	const image = () =>
		document.querySelector(
			'img.inkwell-contact-form__captcha'
		) as HTMLImageElement;
	const label = () =>
		document.querySelector( `label[for="${ UNIT }-human"]` )!;

	it( 'asks for fresh challenges at once and puts them in the same elements: a cached page may hold used ones', async () => {
		await render( CHALLENGE_FORM );
		expect( urls() ).toEqual( [ '/feedback/schema', '/refill' ] );
		expect( label().textContent ).toContain( 'What is 2 + 3?' );
		expect( image().getAttribute( 'src' ) ).toBe(
			'data:image/png;base64,NEW'
		);
		expect( control( '_inkwell_forms_challenge_human' ).value ).toBe(
			'q1'
		);
		expect( control( '_inkwell_forms_challenge_code' ).value ).toBe( 'c1' );
	} );

	it( 'renews the challenge elements in place', async () => {
		document.body.innerHTML = CHALLENGE_FORM;
		const img = image();
		const question = label().querySelector( 'span' );
		enhanceContactForms( document );
		await settle();
		expect( image() ).toBe( img );
		expect( label().querySelector( 'span' ) ).toBe( question );
		expect( img.getAttribute( 'src' ) ).toBe( 'data:image/png;base64,NEW' );
	} );

	it( 'sends the answers with their tokens and takes the new challenges of the answer', async () => {
		await render( CHALLENGE_FORM );
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
		expect( description( control( 'code' ) ) ).toBe(
			'The code you entered is incorrect.'
		);
	} );

	it( 'asks for new challenges after mail_sent, once the form is reset', async () => {
		feedback = () => json( answer( 'mail_sent' ) );
		await render( CHALLENGE_FORM );
		await type( 'human', '5' );
		await type( 'code', 'ABCDE' );
		await click( submit() );
		expect( urls() ).toEqual( [
			'/feedback/schema',
			'/refill',
			'/feedback',
			'/refill',
		] );
		expect( form().getAttribute( 'data-status' ) ).toBe( 'sent' );
	} );

	it( 'refuses a blank answer on the client', async () => {
		await render( CHALLENGE_FORM );
		await click( submit() );
		expect( urls() ).not.toContain( '/feedback' );
		expect( control( 'human' ).getAttribute( 'aria-invalid' ) ).toBe(
			'true'
		);
	} );
} );

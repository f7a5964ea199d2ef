/**
 * External dependencies
 */
import { act } from 'react';

/**
 * Internal dependencies
 */
import { FORM_SUCCESS_EVENT } from '../../../common/form-success';
import { mountIslands, registerIsland } from '../../../common/mount';
import { INLINE_MESSAGE_TIMEOUT, POPUP_MESSAGE_TIMEOUT } from '../constants';
import { NewsletterForm } from '../NewsletterForm';
import type { NewsletterFormProps } from '../types';

(
	globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
 ).IS_REACT_ACT_ENVIRONMENT = true;

const mockedFetch = jest.fn();

const baseProps: NewsletterFormProps = {
	ajaxUrl: 'http://example.test/wp-admin/admin-ajax.php',
	action: 'inkblocks_subscribe_form_ajax',
	inPopup: false,
	use_target_list_id: true,
	target_list_id: '4',
	data: 'page:9',
	invalidMessage: '',
	buttonText: 'Subscribe',
	redirect: false,
	redirect_url: '',
	close_popup_when_success: false,
};

/**
 * A fetch answer with a JSON body.
 *
 * @param body The answer.
 */
const answer = ( body: unknown ) =>
	Promise.resolve( {
		ok: true,
		status: 200,
		json: () => Promise.resolve( body ),
	} );

async function renderForm( props: Partial< NewsletterFormProps > = {} ) {
	await act( async () => {
		document.body.innerHTML = `<div data-inkwell-island="newsletter-form" data-inkwell-props='${ JSON.stringify(
			{ ...baseProps, ...props }
		) }'></div>`;
		mountIslands( document );
	} );
	return {
		form: document.querySelector( 'form' ) as HTMLFormElement,
		input: document.querySelector(
			'input[type="email"]'
		) as HTMLInputElement,
		message: () =>
			document.querySelector( '.inkblocks-newsletter__message' ),
	};
}

async function type( input: HTMLInputElement, value: string ) {
	await act( async () => {
		const setter = Object.getOwnPropertyDescriptor(
			HTMLInputElement.prototype,
			'value'
		)!.set!;
		setter.call( input, value );
		input.dispatchEvent( new Event( 'input', { bubbles: true } ) );
	} );
}

async function submit( form: HTMLFormElement ) {
	await act( async () => {
		form.dispatchEvent(
			new Event( 'submit', { bubbles: true, cancelable: true } )
		);
	} );
}

describe( 'NewsletterForm', () => {
	beforeAll( () => {
		registerIsland( 'newsletter-form', NewsletterForm );
		global.fetch = mockedFetch as unknown as typeof fetch;
	} );

	beforeEach( () => {
		mockedFetch.mockReset();
		jest.useFakeTimers();
	} );

	afterEach( () => {
		jest.useRealTimers();
	} );

	it( 'marks an invalid address, shows the SPEC message and sends nothing; focus clears the mark', async () => {
		const { form, input, message } = await renderForm();
		await type( input, 'ada@example' );
		await submit( form );
		expect( mockedFetch ).not.toHaveBeenCalled();
		expect( input.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		expect( input.classList.contains( 'is-invalid' ) ).toBe( true );
		expect( message()?.textContent ).toBe( 'Please specify a valid email' );
		expect( message()?.classList.contains( 'is-error' ) ).toBe( true );

		await act( async () => input.focus() );
		expect( input.classList.contains( 'is-invalid' ) ).toBe( false );
		expect( input.getAttribute( 'aria-invalid' ) ).toBe( 'false' );
	} );

	it( 'shows the configured invalid message of the inline form', async () => {
		const { form, input, message } = await renderForm( {
			invalidMessage: 'Please specify a valid e-mail',
		} );
		await type( input, 'nope' );
		await submit( form );
		expect( message()?.textContent ).toBe(
			'Please specify a valid e-mail'
		);
	} );

	it( 'posts the SPEC 7.6 fields and shows the answer for 20 s inline', async () => {
		mockedFetch.mockReturnValue(
			answer( { type: 'success', message: 'Check your inbox' } )
		);
		const { form, input, message } = await renderForm();
		await type( input, 'ada@example.org' );
		await submit( form );

		expect( mockedFetch ).toHaveBeenCalledTimes( 1 );
		const [ url, init ] = mockedFetch.mock.calls[ 0 ];
		expect( url ).toBe( baseProps.ajaxUrl );
		expect( init.method ).toBe( 'POST' );
		const body = init.body as URLSearchParams;
		expect( body.get( 'action' ) ).toBe( 'inkblocks_subscribe_form_ajax' );
		expect( body.get( 'data[email]' ) ).toBe( 'ada@example.org' );
		expect( body.get( 'data[use_target_list_id]' ) ).toBe( 'true' );
		expect( body.get( 'data[target_list_id]' ) ).toBe( '4' );
		expect( body.get( 'data[data]' ) ).toBe( 'page:9' );
		expect( body.get( 'data[additional][inkblocks_website]' ) ).toBe( '' );

		expect( message()?.textContent ).toBe( 'Check your inbox' );
		expect( message()?.classList.contains( 'is-success' ) ).toBe( true );
		await act( async () =>
			jest.advanceTimersByTime( INLINE_MESSAGE_TIMEOUT - 1 )
		);
		expect( message()?.textContent ).toBe( 'Check your inbox' );
		await act( async () => jest.advanceTimersByTime( 1 ) );
		expect( message()?.textContent ).toBe( '' );
	} );

	it( 'shows an error answer in the error style', async () => {
		mockedFetch.mockReturnValue(
			answer( { type: 'error', message: 'No such list' } )
		);
		const { form, input, message } = await renderForm();
		await type( input, 'ada@example.org' );
		await submit( form );
		expect( message()?.textContent ).toBe( 'No such list' );
		expect( message()?.classList.contains( 'is-error' ) ).toBe( true );
	} );

	it( 'aborts the request in flight when a new submit starts', async () => {
		const signals: AbortSignal[] = [];
		mockedFetch.mockImplementation(
			( _url: string, init: { signal: AbortSignal } ) => {
				signals.push( init.signal );
				return signals.length === 1
					? new Promise( () => undefined )
					: answer( { type: 'success', message: 'Second' } );
			}
		);
		const { form, input, message } = await renderForm();
		await type( input, 'ada@example.org' );
		await submit( form );
		expect( form.classList.contains( 'is-loading' ) ).toBe( true );
		await submit( form );
		expect( signals ).toHaveLength( 2 );
		expect( signals[ 0 ]!.aborted ).toBe( true );
		expect( signals[ 1 ]!.aborted ).toBe( false );
		expect( message()?.textContent ).toBe( 'Second' );
		expect( form.classList.contains( 'is-loading' ) ).toBe( false );
	} );

	it( 'in a popup: popup action without use_target_list_id, 10 s message, asks the popup to close', async () => {
		mockedFetch.mockReturnValue(
			answer( { type: 'success', message: 'Thanks' } )
		);
		const { form, input, message } = await renderForm( {
			inPopup: true,
			action: 'inkblocks_popup_lists_ajax',
			close_popup_when_success: true,
		} );
		const closed = jest.fn();
		document.addEventListener( FORM_SUCCESS_EVENT, closed );
		await type( input, 'ada@example.org' );
		await submit( form );
		document.removeEventListener( FORM_SUCCESS_EVENT, closed );

		const body = mockedFetch.mock.calls[ 0 ][ 1 ].body as URLSearchParams;
		expect( body.get( 'action' ) ).toBe( 'inkblocks_popup_lists_ajax' );
		expect( body.has( 'data[use_target_list_id]' ) ).toBe( false );
		expect( closed ).toHaveBeenCalledTimes( 1 );
		await act( async () =>
			jest.advanceTimersByTime( POPUP_MESSAGE_TIMEOUT )
		);
		expect( message()?.textContent ).toBe( '' );
	} );

	it( 'ignores a failed popup call', async () => {
		mockedFetch.mockReturnValue( Promise.reject( new Error( 'offline' ) ) );
		const { form, input, message } = await renderForm( {
			inPopup: true,
			action: 'inkblocks_popup_lists_ajax',
		} );
		await type( input, 'ada@example.org' );
		await submit( form );
		expect( message()?.textContent ).toBe( '' );
		expect( form.classList.contains( 'is-loading' ) ).toBe( false );
	} );
} );

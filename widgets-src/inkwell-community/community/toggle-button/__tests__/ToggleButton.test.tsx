/**
 * External dependencies
 */
import { act } from 'react';

/**
 * Internal dependencies
 */
import { mountIslands, registerIsland } from '../../../../common/mount';
import { ToggleButton } from '../ToggleButton';
import type { ToggleButtonProps } from '../types';

const mockedFetch = jest.fn();
const answerWith = ( body: unknown, status = 200 ) =>
	Promise.resolve( {
		ok: status < 400,
		status,
		json: () => Promise.resolve( body ),
	} );

(
	globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
 ).IS_REACT_ACT_ENVIRONMENT = true;

async function render( props: ToggleButtonProps ) {
	await act( async () => {
		document.body.innerHTML = `<span data-inkwell-island="toggle-button" data-inkwell-props='${ JSON.stringify( props ) }'></span>`;
		mountIslands( document );
	} );
	return document.querySelector( 'button' ) as HTMLButtonElement;
}

describe( 'ToggleButton', () => {
	beforeAll( () => registerIsland( 'toggle-button', ToggleButton ) );

	beforeEach( () => {
		window.inkwellConfig = {
			restUrl: 'http://example.test/wp-json/',
			nonce: 'n0nce',
			nonceEndpoint:
				'http://example.test/wp-admin/admin-ajax.php?action=rest-nonce',
			userId: 3,
		};
		mockedFetch.mockReset();
		window.fetch = mockedFetch;
		window.localStorage.clear();
	} );

	afterEach( async () => {
		await act( async () => {
			document.body.innerHTML = '';
		} );
	} );

	it( 'follows an author with the call of SPEC 7.1 and swaps on user-follow', async () => {
		mockedFetch.mockReturnValue( answerWith( { message: 'user-follow' } ) );
		const button = await render( {
			kind: 'follow-user',
			id: 5,
			name: 'Ana Lima',
			active: false,
		} );
		button.focus();
		await act( async () => button.click() );

		const [ url, options ] = mockedFetch.mock.calls[ 0 ];
		expect( url ).toBe(
			'http://example.test/wp-json/fup/user/follow?_wpnonce=n0nce'
		);
		expect( options.body.toString() ).toBe( 'id=5' );
		// The same element keeps the focus, and its name says whom, not the state.
		expect( button.ownerDocument.activeElement ).toBe( button );
		expect( button.isConnected ).toBe( true );
		expect( button.getAttribute( 'aria-pressed' ) ).toBe( 'true' );
		expect( button.textContent ).toBe( 'Follow' );
		expect( button.getAttribute( 'aria-label' ) ).toBe( 'Follow Ana Lima' );
	} );

	it( 'is aria-disabled (keeping focus) and loading while in flight, and does not swap before the answer', async () => {
		let answer: ( value: unknown ) => void = () => undefined;
		mockedFetch.mockReturnValue(
			new Promise( ( resolve ) => ( answer = resolve ) )
		);
		const button = await render( {
			kind: 'follow-category',
			id: 8,
			active: true,
		} );
		await act( async () => button.click() );

		expect( button.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		expect( button.classList.contains( 'is-loading' ) ).toBe( true );
		expect( button.getAttribute( 'aria-pressed' ) ).toBe( 'true' );
		await act( async () =>
			answer( await answerWith( { message: 'category-unfollow' } ) )
		);
		expect( button.getAttribute( 'aria-disabled' ) ).toBe( 'false' );
		expect( button.getAttribute( 'aria-pressed' ) ).toBe( 'false' );
		expect( mockedFetch.mock.calls[ 0 ][ 0 ] ).toContain(
			'/fup/category/unfollow?'
		);
	} );

	it( 'toggles the changed state of a bookmark and calls unbookmark next', async () => {
		mockedFetch.mockReturnValue(
			answerWith( { message: 'post-bookmark' } )
		);
		const button = await render( {
			kind: 'bookmark',
			id: 12,
			active: false,
		} );
		await act( async () => button.click() );
		expect( button.classList.contains( 'is-changed' ) ).toBe( true );

		mockedFetch.mockReturnValue(
			answerWith( { message: 'post-unbookmark' } )
		);
		await act( async () => button.click() );
		expect( mockedFetch.mock.calls[ 1 ][ 0 ] ).toContain(
			'/fup/post/unbookmark?'
		);
		expect( button.classList.contains( 'is-changed' ) ).toBe( false );
	} );

	it( 'toggles the changed state of block, named by its action and not pressed', async () => {
		mockedFetch.mockReturnValue( answerWith( { message: 'user-block' } ) );
		const button = await render( { kind: 'block', id: 6, active: false } );
		await act( async () => button.click() );
		expect( mockedFetch.mock.calls[ 0 ][ 0 ] ).toContain(
			'/fup/user/block?'
		);
		expect( button.classList.contains( 'is-changed' ) ).toBe( true );
		expect( button.textContent ).toBe( 'Unblock' );
		expect( button.hasAttribute( 'aria-pressed' ) ).toBe( false );
	} );

	it( 'ignores a refused call', async () => {
		mockedFetch.mockReturnValue(
			answerWith( { code: 'inkwell_blocked' }, 403 )
		);
		const button = await render( { kind: 'block', id: 6, active: false } );
		await act( async () => button.click() );
		expect( button.classList.contains( 'is-changed' ) ).toBe( false );
		expect( button.textContent ).toBe( 'Block' );
		expect( button.getAttribute( 'aria-disabled' ) ).toBe( 'false' );
		expect( document.querySelector( '[role="status"]' )?.textContent ).toBe(
			''
		);
	} );

	it( 'says a rate-limit refusal in a polite live region and stays as it was', async () => {
		mockedFetch.mockReturnValue(
			answerWith(
				{
					code: 'inkwell_rate_limited',
					message: 'You are doing that too often.',
				},
				429
			)
		);
		const button = await render( {
			kind: 'follow-user',
			id: 5,
			active: false,
		} );
		const region = document.querySelector( '.inkwell-refusal' );
		expect( region?.getAttribute( 'role' ) ).toBe( 'status' );
		expect( region?.textContent ).toBe( '' );

		await act( async () => button.click() );

		expect( region?.textContent ).toMatch( /too often/ );
		expect( button.getAttribute( 'aria-pressed' ) ).toBe( 'false' );
		expect( button.textContent ).toBe( 'Follow' );
		expect( button.getAttribute( 'aria-disabled' ) ).toBe( 'false' );

		mockedFetch.mockReturnValue( answerWith( { message: 'user-follow' } ) );
		await act( async () => button.click() );
		expect( region?.textContent ).toBe( '' );
		expect( button.getAttribute( 'aria-pressed' ) ).toBe( 'true' );
	} );
} );

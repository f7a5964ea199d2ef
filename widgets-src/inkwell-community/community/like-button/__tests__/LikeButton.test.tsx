/**
 * External dependencies
 */
import { act } from 'react';

/**
 * Internal dependencies
 */
import { mountIslands, registerIsland } from '../../../../common/mount';
import { LIKE_COUNT_ANIMATION_DELAY } from '../../constants';
import { LikeButton } from '../LikeButton';

const mockedFetch = jest.fn();
/**
 * Answers every fetch with the given JSON body.
 *
 * @param body   The answer.
 * @param status Its HTTP status.
 */
const answerWith = ( body: unknown, status = 200 ) =>
	Promise.resolve( {
		ok: status < 400,
		status,
		json: () => Promise.resolve( body ),
	} );

(
	globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
 ).IS_REACT_ACT_ENVIRONMENT = true;

async function renderIsland( props: {
	postId: number;
	liked: boolean;
	count: number;
} ) {
	await act( async () => {
		document.body.innerHTML = `<div data-inkwell-island="like-button" data-inkwell-props='${ JSON.stringify( props ) }'></div>`;
		mountIslands( document );
	} );
	return document.querySelector( 'button' ) as HTMLButtonElement;
}

const count = () =>
	document.querySelector( '.inkwell-like-button__count' )?.textContent;

describe( 'LikeButton', () => {
	beforeAll( () => {
		window.inkwellConfig = {
			restUrl: 'http://example.test/wp-json/',
			nonce: 'abc123',
			nonceEndpoint:
				'http://example.test/wp-admin/admin-ajax.php?action=rest-nonce',
			userId: 3,
		};
		registerIsland( 'like-button', LikeButton );
	} );

	beforeEach( () => {
		jest.useFakeTimers();
		mockedFetch.mockReset();
		window.fetch = mockedFetch;
	} );

	afterEach( async () => {
		await act( async () => {
			document.body.innerHTML = '';
		} );
		jest.useRealTimers();
	} );

	it( 'posts the like call of SPEC 7.1: nonce in the URL, id form-encoded', async () => {
		mockedFetch.mockReturnValue( answerWith( { message: 'post-like' } ) );
		const button = await renderIsland( {
			postId: 12,
			liked: false,
			count: 4,
		} );
		await act( async () => button.click() );

		const [ url, options ] = mockedFetch.mock.calls[ 0 ];
		expect( url ).toBe(
			'http://example.test/wp-json/fup/post/like?_wpnonce=abc123'
		);
		expect( options.method ).toBe( 'POST' );
		expect( options.body ).toBeInstanceOf( URLSearchParams );
		expect( options.body.toString() ).toBe( 'id=12' );
	} );

	it( 'is aria-disabled (keeping focus) and loading while the call is in flight', async () => {
		let answer: ( value: unknown ) => void = () => undefined;
		mockedFetch.mockReturnValue(
			new Promise( ( resolve ) => ( answer = resolve ) )
		);
		const button = await renderIsland( {
			postId: 12,
			liked: false,
			count: 4,
		} );
		await act( async () => button.click() );

		expect( button.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		expect( button.classList.contains( 'is-loading' ) ).toBe( true );
		await act( async () =>
			answer( await answerWith( { message: 'post-like' } ) )
		);
		expect( button.getAttribute( 'aria-disabled' ) ).toBe( 'false' );
		expect( button.classList.contains( 'is-loading' ) ).toBe( false );
	} );

	it( 'swaps to unlike at once and adds 1 to the count after the 300 ms animation', async () => {
		mockedFetch.mockReturnValue( answerWith( { message: 'post-like' } ) );
		const button = await renderIsland( {
			postId: 12,
			liked: false,
			count: 4,
		} );
		await act( async () => button.click() );

		expect( button.getAttribute( 'aria-pressed' ) ).toBe( 'true' );
		expect( count() ).toBe( '4' );
		act( () => jest.advanceTimersByTime( LIKE_COUNT_ANIMATION_DELAY - 1 ) );
		expect( count() ).toBe( '4' );
		act( () => jest.advanceTimersByTime( 1 ) );
		expect( count() ).toBe( '5' );
		expect( LIKE_COUNT_ANIMATION_DELAY ).toBe( 300 );
	} );

	it( 'unlikes with the unlike call and takes 1 off at once', async () => {
		mockedFetch.mockReturnValue( answerWith( { message: 'post-unlike' } ) );
		const button = await renderIsland( {
			postId: 7,
			liked: true,
			count: 9,
		} );
		await act( async () => button.click() );

		expect( mockedFetch.mock.calls[ 0 ][ 0 ] ).toContain(
			'/fup/post/unlike?'
		);
		expect( button.getAttribute( 'aria-pressed' ) ).toBe( 'false' );
		expect( count() ).toBe( '8' );
	} );

	it( 'ignores a network failure', async () => {
		mockedFetch.mockReturnValue(
			Promise.reject( new TypeError( 'offline' ) )
		);
		const button = await renderIsland( {
			postId: 12,
			liked: true,
			count: 4,
		} );
		await act( async () => button.click() );

		expect( button.getAttribute( 'aria-pressed' ) ).toBe( 'true' );
		expect( count() ).toBe( '4' );
		expect( button.getAttribute( 'aria-disabled' ) ).toBe( 'false' );
	} );

	it( 'does not swap when the answer carries another message', async () => {
		mockedFetch.mockReturnValue(
			answerWith( { message: 'something-else' } )
		);
		const button = await renderIsland( {
			postId: 12,
			liked: false,
			count: 4,
		} );
		await act( async () => button.click() );
		act( () => jest.advanceTimersByTime( 1000 ) );

		expect( button.getAttribute( 'aria-pressed' ) ).toBe( 'false' );
		expect( count() ).toBe( '4' );
	} );

	it( 'ignores a failed call and stays as it was, enabled', async () => {
		mockedFetch.mockReturnValue(
			Promise.resolve( {
				ok: false,
				status: 403,
				json: () =>
					Promise.resolve( { code: 'inkwell_invalid_nonce' } ),
			} )
		);
		const button = await renderIsland( {
			postId: 12,
			liked: false,
			count: 4,
		} );
		await act( async () => button.click() );
		act( () => jest.advanceTimersByTime( 1000 ) );

		expect( button.getAttribute( 'aria-pressed' ) ).toBe( 'false' );
		expect( count() ).toBe( '4' );
		expect( button.getAttribute( 'aria-disabled' ) ).toBe( 'false' );
	} );

	it( 'says a rate-limit refusal without changing the like or its count', async () => {
		mockedFetch.mockReturnValue(
			answerWith( { code: 'inkwell_rate_limited' }, 429 )
		);
		const button = await renderIsland( {
			postId: 4,
			liked: false,
			count: 7,
		} );
		await act( async () => button.click() );
		await act( async () => {
			jest.advanceTimersByTime( LIKE_COUNT_ANIMATION_DELAY );
		} );

		expect(
			document.querySelector( '.inkwell-refusal[role="status"]' )
				?.textContent
		).toMatch( /too often/ );
		expect( button.getAttribute( 'aria-pressed' ) ).toBe( 'false' );
		expect( count() ).toBe( '7' );
	} );
} );

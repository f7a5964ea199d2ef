/**
 * External dependencies
 */
import { act } from 'react';

/**
 * Internal dependencies
 */
import {
	announceSubscription,
	onSubscription,
} from '../../../../common/comment-subscription';
import { mountIslands, registerIsland } from '../../../../common/mount';
import { CommentSubscription } from '../CommentSubscription';

const mockedFetch = jest.fn();
const answerWith = ( body: unknown, ok = true, status = ok ? 200 : 500 ) =>
	Promise.resolve( {
		ok,
		status,
		json: () => Promise.resolve( body ),
	} );

(
	globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
 ).IS_REACT_ACT_ENVIRONMENT = true;

describe( 'CommentSubscription', () => {
	beforeAll( () =>
		registerIsland( 'comment-subscription', CommentSubscription )
	);

	beforeEach( async () => {
		window.inkwellConfig = {
			restUrl: 'http://example.test/wp-json/',
			nonce: 'n',
			nonceEndpoint:
				'http://example.test/wp-admin/admin-ajax.php?action=rest-nonce',
			userId: 2,
		};
		mockedFetch.mockReset();
		window.fetch = mockedFetch;
		await act( async () => {
			document.body.innerHTML = `<div id="actions"><span data-inkwell-island="comment-subscription" data-inkwell-props='{"postId":21,"subscribed":false}'></span></div>`;
			mountIslands( document );
		} );
	} );

	afterEach( async () => {
		await act( async () => {
			document.body.innerHTML = '';
		} );
	} );

	it( 'subscribes with the post field and is replaced by the HTML of the answer', async () => {
		mockedFetch.mockReturnValue(
			answerWith( {
				code: 'success',
				data: [ '<span class="from-server">Stop</span>' ],
			} )
		);
		await act( async () =>
			( document.querySelector( 'button' ) as HTMLButtonElement ).click()
		);
		expect( mockedFetch.mock.calls[ 0 ][ 0 ] ).toContain(
			'/fup/notification/subscribe-comments?_wpnonce=n'
		);
		expect( mockedFetch.mock.calls[ 0 ][ 1 ].body.toString() ).toBe(
			'post=21'
		);
		expect( document.getElementById( 'actions' )!.innerHTML ).toBe(
			'<span class="from-server">Stop</span>'
		);
	} );

	it( 'follows the comment form checkbox, and tells it when it changes itself', async () => {
		await act( async () =>
			announceSubscription( { postId: 21, subscribed: true } )
		);
		const button = document.querySelector( 'button' ) as HTMLButtonElement;
		expect( button.textContent ).toBe( 'Stop response notifications' );
		expect( button.getAttribute( 'aria-pressed' ) ).toBe( 'true' );

		const heard: boolean[] = [];
		const stop = onSubscription( 21, ( on ) => heard.push( on ) );
		mockedFetch.mockReturnValue(
			answerWith( {
				code: 'success',
				data: [ '<span class="from-server">Notify</span>' ],
			} )
		);
		await act( async () => button.click() );
		stop();
		expect( mockedFetch.mock.calls[ 0 ][ 0 ] ).toContain(
			'/fup/notification/unsubscribe-comments'
		);
		expect( heard ).toEqual( [ false ] );
	} );

	it( 'stays as it was when the call fails', async () => {
		mockedFetch.mockReturnValue( answerWith( { code: 'boom' }, false ) );
		await act( async () =>
			( document.querySelector( 'button' ) as HTMLButtonElement ).click()
		);
		const button = document.querySelector( 'button' ) as HTMLButtonElement;
		expect( button.textContent ).toBe( 'Notify me of new responses' );
		expect( button.disabled ).toBe( false );
	} );

	it( 'says a rate-limit refusal beside the control, which stays as it was', async () => {
		mockedFetch.mockReturnValue(
			answerWith( { code: 'inkwell_rate_limited' }, false, 429 )
		);
		await act( async () =>
			( document.querySelector( 'button' ) as HTMLButtonElement ).click()
		);
		const button = document.querySelector( 'button' ) as HTMLButtonElement;
		expect( button.textContent ).toBe( 'Notify me of new responses' );
		expect(
			document.querySelector( '.inkwell-refusal[role="status"]' )
				?.textContent
		).toMatch( /too often/ );
	} );
} );

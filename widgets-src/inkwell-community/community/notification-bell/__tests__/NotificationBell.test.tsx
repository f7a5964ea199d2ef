/**
 * External dependencies
 */
import { act } from 'react';

/**
 * Internal dependencies
 */
import { mountIslands, registerIsland } from '../../../../common/mount';
import { COUNT_INTERVAL, NotificationBell } from '../NotificationBell';

(
	globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
 ).IS_REACT_ACT_ENVIRONMENT = true;

const mockedFetch = jest.fn();
const answerWith = ( body: unknown ) =>
	Promise.resolve( {
		ok: true,
		status: 200,
		json: () => Promise.resolve( body ),
	} );
const paths = () =>
	mockedFetch.mock.calls.map( ( call ) =>
		new URL( call[ 0 ] ).pathname.replace( '/wp-json/fup', '' )
	);
const bell = () =>
	document.querySelector( '.inkwell-bell__button' ) as HTMLButtonElement;

beforeAll( () => registerIsland( 'notification-bell', NotificationBell ) );

beforeEach( async () => {
	jest.useFakeTimers();
	window.inkwellConfig = {
		restUrl: 'http://example.test/wp-json/',
		nonce: 'n',
		nonceEndpoint:
			'http://example.test/wp-admin/admin-ajax.php?action=rest-nonce',
		userId: 2,
	};
	mockedFetch.mockReset();
	mockedFetch.mockImplementation( ( url: string ) => {
		if ( url.includes( '/load-more' ) ) {
			return answerWith( {
				code: 'success',
				data: [
					'<li class="inkwell-notification is-new"><a class="inkwell-notification__link" href="/s/"><span class="screen-reader-text">New:</span> Ana liked "S"</a></li>',
				],
			} );
		}
		if ( url.includes( '/notification/count' ) ) {
			return answerWith( { code: 'success', unseen: 4 } );
		}
		return answerWith( { code: 'success', unseen: 0 } );
	} );
	window.fetch = mockedFetch;
	await act( async () => {
		document.body.innerHTML = `<div class="inkwell-bell" data-inkwell-island="notification-bell" data-inkwell-props='{"count":3,"pageUrl":"/notifications/","userId":2,"hash":"h0"}'><a href="/notifications/">Notifications</a></div><p id="outside">x</p>`;
		mountIslands( document );
	} );
} );

afterEach( async () => {
	await act( async () => {
		document.body.innerHTML = '';
	} );
	jest.useRealTimers();
} );

it( 'shows and names the count, opens the panel: update-followers resets it, the first page loads', async () => {
	expect( bell().getAttribute( 'aria-label' ) ).toBe(
		'Notifications, 3 new'
	);
	expect( bell().getAttribute( 'aria-expanded' ) ).toBe( 'false' );
	await act( async () => bell().click() );
	expect( paths() ).toEqual( [
		'/notification/update-followers',
		'/load-more',
	] );
	expect( mockedFetch.mock.calls[ 1 ][ 1 ].body.toString() ).toBe(
		'type=notifications&offset=1&user_id=2&hash=h0'
	);
	expect( bell().getAttribute( 'aria-expanded' ) ).toBe( 'true' );
	expect( bell().getAttribute( 'aria-label' ) ).toBe( 'Notifications' );
	expect(
		( document.querySelector( '.inkwell-bell__count' ) as HTMLElement )
			.hidden
	).toBe( true );
	expect(
		document.querySelector( '.inkwell-bell__panel' )!.textContent
	).toContain( 'Ana liked "S"' );

	// Mark all as read clears the highlight.
	const markRead = [ ...document.querySelectorAll( 'button' ) ].find(
		( b ) => b.textContent === 'Mark all as read'
	)!;
	await act( async () => markRead.click() );
	expect( paths()[ 2 ] ).toBe( '/notification/mark-read' );
	expect(
		document.querySelector( '.inkwell-notification.is-new' )
	).toBeNull();

	// Escape closes and gives focus back to the bell.
	await act( async () => {
		document.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Escape' } )
		);
	} );
	expect( bell().getAttribute( 'aria-expanded' ) ).toBe( 'false' );
	expect( bell().ownerDocument.activeElement ).toBe( bell() );
} );

it( 'asks for the count once a minute while the page stays open', async () => {
	await act( async () => {
		await jest.advanceTimersByTimeAsync( COUNT_INTERVAL );
	} );
	expect( paths() ).toEqual( [ '/notification/count' ] );
	expect( bell().getAttribute( 'aria-label' ) ).toBe(
		'Notifications, 4 new'
	);
} );

it( 'says so when there is nothing yet', async () => {
	mockedFetch.mockImplementation( () =>
		answerWith( { code: 'success', data: [], unseen: 0 } )
	);
	await act( async () => bell().click() );
	const panel = document.querySelector( '.inkwell-bell__panel' )!;
	expect( panel.textContent ).toContain( 'Nothing here yet.' );
	expect( panel.querySelector( '.inkwell-bell__loading' ) ).toBeNull();
} );

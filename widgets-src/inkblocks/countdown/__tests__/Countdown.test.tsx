/**
 * External dependencies
 */
import { act } from 'react';

/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { EditingContext } from '../../../common/editor/editing';
import { mountIslands, registerIsland } from '../../../common/mount';
import { COUNTDOWN_TICK } from '../constants';
import { Countdown } from '../Countdown';
import type { CountdownProps } from '../types';

(
	globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
 ).IS_REACT_ACT_ENVIRONMENT = true;

const NOW = Date.UTC( 2026, 2, 28, 18 );

/**
 * Mounts a countdown island with these props.
 *
 * @param overrides Props to change.
 */
async function mount( overrides: Partial< CountdownProps > ) {
	const props: CountdownProps = {
		id: 'c1',
		type: 'due_date',
		'due-date': NOW + 3000,
		'start-date': null,
		'evergreen-interval': 86400,
		'restart-interval': 86400,
		'expire-actions': [ 'message' ],
		'expire-redirect-url': '',
		message: 'Closed.',
		timeZone: 'Europe/Berlin',
		showDays: true,
		showSeconds: true,
		...overrides,
	};
	await act( async () => {
		document.body.innerHTML = `<div class="inkblocks-countdown"><div data-inkwell-island="countdown" data-inkwell-props='${ JSON.stringify( props ) }'><p>Ends soon.</p></div></div>`;
		mountIslands( document );
	} );
}

const digits = () =>
	Array.from(
		document.querySelectorAll( '.inkblocks-countdown__value' )
	).map( ( value ) => value.textContent );

/**
 * Lets the fake clock run.
 *
 * @param ms Milliseconds.
 */
const tick = ( ms: number ) =>
	act( async () => {
		jest.advanceTimersByTime( ms );
	} );

describe( 'Countdown', () => {
	beforeAll( () => registerIsland( 'countdown', Countdown ) );

	beforeEach( () => {
		jest.useFakeTimers();
		jest.setSystemTime( NOW );
		window.localStorage.clear();
	} );

	afterEach( async () => {
		await act( async () => {
			document.body.innerHTML = '';
		} );
		jest.useRealTimers();
	} );

	it( 'ticks every second', async () => {
		await mount( {} );
		expect( digits() ).toEqual( [ '00', '00', '00', '03' ] );
		await tick( COUNTDOWN_TICK );
		expect( digits() ).toEqual( [ '00', '00', '00', '02' ] );
		await tick( COUNTDOWN_TICK );
		expect( digits() ).toEqual( [ '00', '00', '00', '01' ] );
	} );

	it( 'shows the message at zero', async () => {
		await mount( { 'expire-actions': [ 'message' ] } );
		await tick( 3 * COUNTDOWN_TICK );
		expect( document.querySelector( '[role="status"]' )?.textContent ).toBe(
			'Closed.'
		);
		expect( digits() ).toEqual( [] );
	} );

	it( 'hides itself at zero', async () => {
		await mount( { 'expire-actions': [ 'hide' ] } );
		await tick( 3 * COUNTDOWN_TICK );
		expect(
			document.querySelector( '[data-inkwell-island]' )?.innerHTML
		).toBe( '' );
	} );

	it( 'restarts for the restart interval at zero', async () => {
		await mount( {
			'expire-actions': [ 'restart' ],
			'restart-interval': 90,
		} );
		await tick( 3 * COUNTDOWN_TICK );
		expect( digits() ).toEqual( [ '00', '00', '01', '30' ] );
		await tick( COUNTDOWN_TICK );
		expect( digits() ).toEqual( [ '00', '00', '01', '29' ] );
	} );

	it( 'redirects at zero', async () => {
		await mount( {
			'expire-actions': [ 'redirect' ],
			'expire-redirect-url': 'http://localhost/#closed',
		} );
		expect( window.location.hash ).toBe( '' );
		await tick( 3 * COUNTDOWN_TICK );
		expect( window.location.hash ).toBe( '#closed' );
	} );

	it( 'keeps an evergreen deadline across page views and restarts it when the interval changes', async () => {
		await mount( { type: 'evergreen', 'evergreen-interval': 3600 } );
		expect( digits() ).toEqual( [ '00', '01', '00', '00' ] );
		await tick( 10 * COUNTDOWN_TICK );
		await mount( { type: 'evergreen', 'evergreen-interval': 3600 } );
		expect( digits() ).toEqual( [ '00', '00', '59', '50' ] );
		await mount( { type: 'evergreen', 'evergreen-interval': 120 } );
		expect( digits() ).toEqual( [ '00', '00', '02', '00' ] );
	} );

	it( 'counts an endless daily cycle across the DST change in the site time zone', async () => {
		// Every day at 18:00 Berlin; it is 19:00 CET on 28 March, the next end is 18:00 CEST on the 29th.
		await mount( {
			type: 'endless',
			'start-date': Date.UTC( 2026, 2, 1, 17 ),
			'restart-interval': 86400,
		} );
		expect( digits() ).toEqual( [ '00', '22', '00', '00' ] );
		await tick( 22 * 3600 * 1000 );
		// At zero the next cycle begins: a full day again, now 24 hours long.
		expect( digits() ).toEqual( [ '01', '00', '00', '00' ] );
	} );

	it( 'shows hours without days and leaves out seconds when asked', async () => {
		await mount( {
			'due-date': NOW + 2 * 86400000 + 5 * 60000,
			showDays: false,
			showSeconds: false,
		} );
		expect( digits() ).toEqual( [ '48', '05' ] );
	} );

	it( 'shows the labels and message the editor wrote, inline tags kept', async () => {
		await mount( {
			labels: { days: 'Jours', seconds: '<em>Sec</em>' },
			message: '<strong>Closed</strong> for now.',
		} );
		const labels = Array.from(
			document.querySelectorAll( '.inkblocks-countdown__label' )
		).map( ( label ) => label.innerHTML );
		expect( labels ).toEqual( [
			'Jours',
			'Hours',
			'Minutes',
			'<em>Sec</em>',
		] );
		await tick( 3 * COUNTDOWN_TICK );
		expect( document.querySelector( '[role="status"]' )?.innerHTML ).toBe(
			'<strong>Closed</strong> for now.'
		);
	} );

	it( 'in the editor, stops at zero without redirecting, hiding or keeping a deadline', async () => {
		const host = document.createElement( 'div' );
		document.body.append( host );
		const root = createRoot( host );
		const editing = ( props: Partial< CountdownProps > ) =>
			act( async () =>
				root.render(
					<EditingContext.Provider value>
						<Countdown
							id="c1"
							type="due_date"
							due-date={ NOW + 2000 }
							start-date={ null }
							evergreen-interval={ 3600 }
							restart-interval={ 86400 }
							expire-actions={ [ 'redirect', 'hide' ] }
							expire-redirect-url="http://localhost/#gone"
							message="Closed."
							timeZone="UTC"
							showDays
							showSeconds
							{ ...props }
						/>
					</EditingContext.Provider>
				)
			);
		await editing( {} );
		await tick( 5 * COUNTDOWN_TICK );
		expect( window.location.hash ).not.toBe( '#gone' );
		expect( digits() ).toEqual( [ '00', '00', '00', '00' ] );
		await act( async () => root.unmount() );
		const evergreen = createRoot( host );
		await act( async () =>
			evergreen.render(
				<EditingContext.Provider value>
					<Countdown
						id="e1"
						type="evergreen"
						due-date={ null }
						start-date={ null }
						evergreen-interval={ 60 }
						restart-interval={ 86400 }
						expire-actions={ [ 'hide' ] }
						expire-redirect-url=""
						message=""
						timeZone="UTC"
						showDays={ false }
						showSeconds
					/>
				</EditingContext.Provider>
			)
		);
		expect( digits() ).toEqual( [ '00', '01', '00' ] );
		expect( window.localStorage.length ).toBe( 0 );
		await act( async () => evergreen.unmount() );
	} );
} );

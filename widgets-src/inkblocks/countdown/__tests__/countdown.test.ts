/**
 * Internal dependencies
 */
import { EVERGREEN_STORAGE_PREFIX } from '../constants';
import {
	expire,
	initialDeadline,
	nextCycleEnd,
	splitRemaining,
} from '../countdown';
import { addDaysInZone, zoneOffset } from '../time-zone';
import type { CountdownProps, DeadlineStorage } from '../types';

const HOUR = 3600000;
const DAY = 24 * HOUR;

/**
 * A countdown's props with overrides.
 *
 * @param overrides Props to change.
 */
function props( overrides: Partial< CountdownProps > = {} ): CountdownProps {
	return {
		id: 'test',
		type: 'due_date',
		'due-date': null,
		'start-date': null,
		'evergreen-interval': 86400,
		'restart-interval': 86400,
		'expire-actions': [ 'message' ],
		'expire-redirect-url': '',
		message: 'Over.',
		timeZone: 'Europe/Berlin',
		showDays: true,
		showSeconds: true,
		...overrides,
	};
}

/**
 * An in-memory storage.
 */
function memoryStorage(): DeadlineStorage & { data: Map< string, string > } {
	const data = new Map< string, string >();
	return {
		data,
		getItem: ( key ) => data.get( key ) ?? null,
		setItem: ( key, value ) => void data.set( key, value ),
	};
}

describe( 'countdown arithmetic', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'splits the remaining time and reaches 0 exactly at the deadline', () => {
		expect(
			splitRemaining( 2 * DAY + 3 * HOUR + 4 * 60000 + 5000 )
		).toEqual( {
			total: 2 * 86400 + 3 * 3600 + 4 * 60 + 5,
			days: 2,
			hours: 3,
			minutes: 4,
			seconds: 5,
		} );
		expect( splitRemaining( 1 ).total ).toBe( 1 );
		expect( splitRemaining( 0 ).total ).toBe( 0 );
		expect( splitRemaining( -5000 ).total ).toBe( 0 );
	} );

	it( 'due_date counts to the due date', () => {
		jest.setSystemTime( Date.UTC( 2026, 5, 1, 8 ) );
		const due = Date.UTC( 2026, 5, 3, 8 );
		const deadline = initialDeadline(
			props( { 'due-date': due } ),
			Date.now(),
			null
		);
		expect( deadline ).toBe( due );
		expect(
			splitRemaining( ( deadline as number ) - Date.now() ).days
		).toBe( 2 );
	} );

	it( 'evergreen makes a per-visitor deadline at the first visit and keeps it', () => {
		const storage = memoryStorage();
		const evergreen = props( {
			type: 'evergreen',
			'evergreen-interval': 7200,
		} );
		jest.setSystemTime( Date.UTC( 2026, 0, 10, 12 ) );
		const first = initialDeadline( evergreen, Date.now(), storage );
		expect( first ).toBe( Date.UTC( 2026, 0, 10, 14 ) );
		expect(
			JSON.parse(
				storage.data.get( EVERGREEN_STORAGE_PREFIX + 'test' ) ?? ''
			)
		).toEqual( {
			interval: 7200,
			deadline: first,
		} );

		jest.advanceTimersByTime( 30 * 60000 );
		expect( initialDeadline( evergreen, Date.now(), storage ) ).toBe(
			first
		);
	} );

	it( 'evergreen starts a new deadline when the interval setting changes', () => {
		const storage = memoryStorage();
		jest.setSystemTime( Date.UTC( 2026, 0, 10, 12 ) );
		initialDeadline(
			props( { type: 'evergreen', 'evergreen-interval': 7200 } ),
			Date.now(),
			storage
		);
		jest.advanceTimersByTime( HOUR );
		const changed = props( {
			type: 'evergreen',
			'evergreen-interval': 600,
		} );
		expect( initialDeadline( changed, Date.now(), storage ) ).toBe(
			Date.UTC( 2026, 0, 10, 13, 10 )
		);
	} );

	it( 'evergreen survives damaged or refused storage', () => {
		const storage = memoryStorage();
		storage.data.set( EVERGREEN_STORAGE_PREFIX + 'test', '{not json' );
		jest.setSystemTime( Date.UTC( 2026, 0, 10, 12 ) );
		const evergreen = props( {
			type: 'evergreen',
			'evergreen-interval': 60,
		} );
		expect( initialDeadline( evergreen, Date.now(), storage ) ).toBe(
			Date.now() + 60000
		);
		const refusing: DeadlineStorage = {
			getItem: () => {
				throw new Error( 'denied' );
			},
			setItem: () => {
				throw new Error( 'denied' );
			},
		};
		expect( initialDeadline( evergreen, Date.now(), refusing ) ).toBe(
			Date.now() + 60000
		);
	} );

	it( 'endless repeats every restart interval counted from the start date', () => {
		const start = Date.UTC( 2026, 0, 1, 0, 0 );
		const endless = props( {
			type: 'endless',
			'start-date': start,
			'restart-interval': 7200,
			timeZone: 'UTC',
		} );
		jest.setSystemTime( start + 5 * HOUR + 30 * 60000 );
		expect( initialDeadline( endless, Date.now(), null ) ).toBe(
			start + 6 * HOUR
		);
		jest.setSystemTime( start + 6 * HOUR );
		expect( initialDeadline( endless, Date.now(), null ) ).toBe(
			start + 8 * HOUR
		);
		// Before the start date it counts to the start.
		jest.setSystemTime( start - HOUR );
		expect( initialDeadline( endless, Date.now(), null ) ).toBe( start );
	} );

	it( 'a daily cycle keeps its local hour across the spring DST change (a 23-hour day)', () => {
		// 18:00 in Berlin every day; clocks go forward on 29 March 2026 at 02:00.
		const start = Date.UTC( 2026, 2, 1, 17 ); // 18:00 CET
		jest.setSystemTime( Date.UTC( 2026, 2, 28, 18 ) ); // 19:00 CET on the 28th
		const next = nextCycleEnd( start, 86400, Date.now(), 'Europe/Berlin' );
		expect( next ).toBe( Date.UTC( 2026, 2, 29, 16 ) ); // 18:00 CEST
		expect( splitRemaining( next - Date.now() ) ).toMatchObject( {
			days: 0,
			hours: 22,
		} );
	} );

	it( 'a daily cycle keeps its local hour across the autumn DST change (a 25-hour day)', () => {
		const start = Date.UTC( 2026, 9, 1, 16 ); // 18:00 CEST
		jest.setSystemTime( Date.UTC( 2026, 9, 24, 16, 30 ) ); // 18:30 CEST on the 24th
		expect(
			nextCycleEnd( start, 86400, Date.now(), 'Europe/Berlin' )
		).toBe(
			Date.UTC( 2026, 9, 25, 17 ) // 18:00 CET
		);
		expect( zoneOffset( Date.UTC( 2026, 9, 24 ), 'Europe/Berlin' ) ).toBe(
			2 * HOUR
		);
		expect( zoneOffset( Date.UTC( 2026, 9, 26 ), 'Europe/Berlin' ) ).toBe(
			HOUR
		);
		expect( addDaysInZone( start, 30, '+02:00' ) ).toBe( start + 30 * DAY );
	} );

	it( 'a due date is the same instant whatever the visitor’s own time zone', () => {
		const due = Date.UTC( 2026, 2, 29, 10 );
		const before = process.env.TZ;
		const remaining = [
			'America/New_York',
			'Asia/Tokyo',
			'Europe/Berlin',
		].map( ( zone ) => {
			process.env.TZ = zone;
			jest.setSystemTime( new Date( '2026-03-28T10:00:00Z' ) );
			return splitRemaining(
				( initialDeadline(
					props( { 'due-date': due } ),
					Date.now(),
					null
				) as number ) - Date.now()
			);
		} );
		process.env.TZ = before;
		expect( remaining ).toEqual( [
			remaining[ 0 ],
			remaining[ 0 ],
			remaining[ 0 ],
		] );
		expect( remaining[ 0 ] ).toMatchObject( { days: 1, hours: 0 } );
	} );
} );

describe( 'expire actions', () => {
	const due = Date.UTC( 2026, 5, 1, 12 );

	it( 'redirect goes to the URL', () => {
		const result = expire(
			props( {
				'expire-actions': [ 'redirect' ],
				'expire-redirect-url': 'https://example.org/closed/',
			} ),
			due,
			due,
			null
		);
		expect( result ).toEqual( {
			redirect: 'https://example.org/closed/',
			restartAt: null,
			message: false,
			hide: false,
		} );
	} );

	it( 'redirect ignores a URL that is not http(s)', () => {
		const result = expire(
			props( {
				'expire-actions': [ 'redirect' ],
				'expire-redirect-url': 'javascript:alert(1)',
			} ),
			due,
			due,
			null
		);
		expect( result.redirect ).toBeNull();
	} );

	it( 'message shows the message', () => {
		expect(
			expire(
				props( { 'expire-actions': [ 'message' ] } ),
				due,
				due,
				null
			)
		).toMatchObject( {
			message: true,
			hide: false,
			restartAt: null,
		} );
	} );

	it( 'hide hides the timer', () => {
		expect(
			expire( props( { 'expire-actions': [ 'hide' ] } ), due, due, null )
		).toMatchObject( {
			message: false,
			hide: true,
		} );
	} );

	it( 'restart starts a new cycle of the restart interval, instead of hiding', () => {
		const result = expire(
			props( {
				'expire-actions': [ 'restart', 'hide' ],
				'restart-interval': 600,
			} ),
			due,
			due + 1000,
			null
		);
		expect( result ).toMatchObject( {
			restartAt: due + 600000,
			hide: false,
			message: false,
		} );
		// A visitor arriving much later lands in the same cycles as everyone else.
		expect(
			expire(
				props( {
					'expire-actions': [ 'restart' ],
					'restart-interval': 600,
				} ),
				due,
				due + 1500000,
				null
			).restartAt
		).toBe( due + 1800000 );
	} );

	it( 'restart of an evergreen countdown saves the new deadline for the visitor', () => {
		const storage = memoryStorage();
		const evergreen = props( {
			type: 'evergreen',
			'expire-actions': [ 'restart' ],
			'restart-interval': 300,
			'evergreen-interval': 60,
		} );
		const result = expire( evergreen, due, due, storage );
		expect( result.restartAt ).toBe( due + 300000 );
		expect( initialDeadline( evergreen, due + 1000, storage ) ).toBe(
			due + 300000
		);
	} );

	it( 'endless always starts its next cycle', () => {
		const result = expire(
			props( {
				type: 'endless',
				'start-date': due,
				'expire-actions': [ 'hide' ],
				'restart-interval': 3600,
				timeZone: 'UTC',
			} ),
			due + HOUR,
			due + HOUR,
			null
		);
		expect( result ).toMatchObject( {
			restartAt: due + 2 * HOUR,
			hide: false,
		} );
	} );
} );

/**
 * Internal dependencies
 */
import { storageKey } from '../constants';
import { disablePopup, isDisabled, showAgainDate } from '../storage';

describe( 'show-again dates (SPEC 4.11)', () => {
	beforeEach( () => {
		window.localStorage.clear();
		jest.useFakeTimers();
		jest.setSystemTime( new Date( '2026-03-01T10:00:00Z' ) );
	} );

	afterEach( () => jest.useRealTimers() );

	it( 'is now plus the delay in seconds, or none', () => {
		const now = Date.now();
		expect( showAgainDate( '3600', now ) ).toBe( now + 3_600_000 );
		expect( showAgainDate( 'none', now ) ).toBe( 'none' );
		expect( showAgainDate( '', now ) ).toBe( 'none' );
		expect( showAgainDate( '0', now ) ).toBe( 'none' );
	} );

	it( 'stores status disable with the date, honoured until it passes', () => {
		disablePopup( 7, '60', Date.now() );
		expect(
			JSON.parse( window.localStorage.getItem( storageKey( 7 ) )! )
		).toEqual( { status: 'disable', showAgain: Date.now() + 60_000 } );
		expect( isDisabled( 7, Date.now() ) ).toBe( true );

		jest.advanceTimersByTime( 59_999 );
		expect( isDisabled( 7, Date.now() ) ).toBe( true );
		jest.advanceTimersByTime( 1 );
		expect( isDisabled( 7, Date.now() ) ).toBe( false );
		expect( window.localStorage.getItem( storageKey( 7 ) ) ).toBeNull();
	} );

	it( 'never shows again with none, and other popups are not affected', () => {
		disablePopup( 3, 'none', Date.now() );
		jest.advanceTimersByTime( 365 * 24 * 3600 * 1000 );
		expect( isDisabled( 3, Date.now() ) ).toBe( true );
		expect( isDisabled( 4, Date.now() ) ).toBe( false );
	} );

	it( 'ignores garbage in storage', () => {
		window.localStorage.setItem( storageKey( 5 ), '{not json' );
		expect( isDisabled( 5, Date.now() ) ).toBe( false );
	} );
} );

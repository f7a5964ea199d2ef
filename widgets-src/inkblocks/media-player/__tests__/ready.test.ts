/**
 * Internal dependencies
 */
import { READINESS_INTERVAL } from '../constants';
import { whenReady } from '../ready';

describe( 'whenReady', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'checks every 350 ms, as SPEC 9 sets', () => {
		expect( READINESS_INTERVAL ).toBe( 350 );
		let ready = false;
		const isReady = jest.fn( () => ready );
		const onReady = jest.fn();
		whenReady( isReady, onReady );
		expect( isReady ).toHaveBeenCalledTimes( 1 );

		jest.advanceTimersByTime( 349 );
		expect( isReady ).toHaveBeenCalledTimes( 1 );
		jest.advanceTimersByTime( 1 );
		expect( isReady ).toHaveBeenCalledTimes( 2 );
		expect( onReady ).not.toHaveBeenCalled();

		ready = true;
		jest.advanceTimersByTime( 349 );
		expect( onReady ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( onReady ).toHaveBeenCalledTimes( 1 );

		jest.advanceTimersByTime( 3500 );
		expect( isReady ).toHaveBeenCalledTimes( 3 );
		expect( onReady ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'calls at once when already ready, without a timer', () => {
		const onReady = jest.fn();
		whenReady( () => true, onReady );
		expect( onReady ).toHaveBeenCalledTimes( 1 );
		expect( jest.getTimerCount() ).toBe( 0 );
	} );

	it( 'stops checking when cancelled', () => {
		const isReady = jest.fn( () => false );
		const stop = whenReady( isReady, jest.fn() );
		stop();
		jest.advanceTimersByTime( 5000 );
		expect( isReady ).toHaveBeenCalledTimes( 1 );
	} );
} );

/**
 * Internal dependencies
 */
import { hoverIntent } from '../hover';

describe( 'dropbar hover (SPEC 4.13)', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'opens at once and closes hide_delay ms after the pointer leaves', () => {
		const setOpen = jest.fn();
		const hover = hoverIntent( setOpen, 400 );
		hover.enter();
		expect( setOpen ).toHaveBeenLastCalledWith( true );
		hover.leave();
		jest.advanceTimersByTime( 399 );
		expect( setOpen ).toHaveBeenCalledTimes( 1 );
		jest.advanceTimersByTime( 1 );
		expect( setOpen ).toHaveBeenLastCalledWith( false );
	} );

	it( 'stays open when the pointer comes back within the delay', () => {
		const setOpen = jest.fn();
		const hover = hoverIntent( setOpen, 400 );
		hover.enter();
		hover.leave();
		jest.advanceTimersByTime( 200 );
		hover.enter();
		jest.advanceTimersByTime( 1000 );
		expect( setOpen ).not.toHaveBeenCalledWith( false );
	} );
} );

/**
 * Internal dependencies
 */
import { DATE_TRIGGER_DELAY } from '../constants';
import { inTimeWindow, watchElementTriggers, watchTrigger } from '../triggers';
import type { PopupSettings } from '../types';

const defaults: PopupSettings = {
	'open-trigger': 'page-load',
	'page-load-delay': 0,
	'user-inactivity-time': 30,
	'scrolled-to': 50,
	'on-date': '',
	'on-time-start': '00:00',
	'on-time-end': '23:59',
	'custom-selector': '',
	'show-once': false,
	'close-on-overlay-click': true,
	'prevent-scrolling': false,
	'use-ajax': false,
	'force-ajax': false,
	animation: 'fade',
	'show-again-delay': 'none',
};

const settings = ( extra: Partial< PopupSettings > ) => ( {
	...defaults,
	...extra,
} );

describe( 'watchTrigger', () => {
	beforeEach( () => {
		jest.useFakeTimers();
		jest.setSystemTime( new Date( 2026, 2, 1, 10, 0, 0 ) );
		document.body.innerHTML = '';
	} );

	afterEach( () => jest.useRealTimers() );

	it( 'page-load opens after the delay in seconds, once', () => {
		const open = jest.fn();
		watchTrigger( settings( { 'page-load-delay': 3 } ), open );
		jest.advanceTimersByTime( 2999 );
		expect( open ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( open ).toHaveBeenCalledTimes( 1 );
		jest.advanceTimersByTime( 10_000 );
		expect( open ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'user-inactivity restarts on activity and opens after the idle time', () => {
		const open = jest.fn();
		watchTrigger(
			settings( {
				'open-trigger': 'user-inactivity',
				'user-inactivity-time': 5,
			} ),
			open
		);
		jest.advanceTimersByTime( 4000 );
		window.dispatchEvent( new Event( 'mousemove' ) );
		jest.advanceTimersByTime( 4000 );
		expect( open ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1000 );
		expect( open ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'scroll-trigger opens once the page is scrolled past the percentage', () => {
		const open = jest.fn();
		Object.defineProperty( document.documentElement, 'scrollHeight', {
			configurable: true,
			value: 3000,
		} );
		Object.defineProperty( window, 'innerHeight', {
			configurable: true,
			value: 1000,
		} );
		watchTrigger(
			settings( { 'open-trigger': 'scroll-trigger', 'scrolled-to': 50 } ),
			open
		);
		Object.defineProperty( window, 'scrollY', {
			configurable: true,
			value: 900,
		} );
		window.dispatchEvent( new Event( 'scroll' ) );
		expect( open ).not.toHaveBeenCalled();
		Object.defineProperty( window, 'scrollY', {
			configurable: true,
			value: 1000,
		} );
		window.dispatchEvent( new Event( 'scroll' ) );
		expect( open ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'exit-intent opens when the pointer leaves through the top', () => {
		const open = jest.fn();
		watchTrigger( settings( { 'open-trigger': 'exit-intent' } ), open );
		document.dispatchEvent(
			new MouseEvent( 'mouseout', { clientY: 200 } )
		);
		expect( open ).not.toHaveBeenCalled();
		document.dispatchEvent( new MouseEvent( 'mouseout', { clientY: 0 } ) );
		expect( open ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'on-date opens 500 ms after load once the date has come, and not before it', () => {
		const past = jest.fn();
		const future = jest.fn();
		watchTrigger(
			settings( { 'open-trigger': 'on-date', 'on-date': '2026-02-28' } ),
			past
		);
		watchTrigger(
			settings( { 'open-trigger': 'on-date', 'on-date': '2026-04-01' } ),
			future
		);
		jest.advanceTimersByTime( DATE_TRIGGER_DELAY - 1 );
		expect( past ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( past ).toHaveBeenCalledTimes( 1 );
		expect( future ).not.toHaveBeenCalled();
	} );

	it( 'on-time opens 500 ms after load inside the window only', () => {
		const inside = jest.fn();
		const outside = jest.fn();
		watchTrigger(
			settings( {
				'open-trigger': 'on-time',
				'on-time-start': '09:00',
				'on-time-end': '11:00',
			} ),
			inside
		);
		watchTrigger(
			settings( {
				'open-trigger': 'on-time',
				'on-time-start': '12:00',
				'on-time-end': '13:00',
			} ),
			outside
		);
		jest.advanceTimersByTime( DATE_TRIGGER_DELAY );
		expect( inside ).toHaveBeenCalledTimes( 1 );
		expect( outside ).not.toHaveBeenCalled();
	} );

	it( 'click, custom-selector and hover fire on the selected elements only', () => {
		document.body.innerHTML =
			'<a class="go" href="#x"><span>in</span></a><p class="other">x</p>';
		const clicked = jest.fn();
		const hovered = jest.fn();
		watchTrigger(
			settings( { 'open-trigger': 'click', 'custom-selector': '.go' } ),
			clicked
		);
		watchTrigger(
			settings( { 'open-trigger': 'hover', 'custom-selector': '.go' } ),
			hovered
		);
		document
			.querySelector( '.other' )!
			.dispatchEvent( new MouseEvent( 'click', { bubbles: true } ) );
		expect( clicked ).not.toHaveBeenCalled();
		document
			.querySelector( '.go span' )!
			.dispatchEvent( new MouseEvent( 'click', { bubbles: true } ) );
		expect( clicked ).toHaveBeenCalledTimes( 1 );
		document
			.querySelector( '.go' )!
			.dispatchEvent( new MouseEvent( 'mouseover', { bubbles: true } ) );
		expect( hovered ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'stops watching after clean-up', () => {
		const open = jest.fn();
		const stop = watchTrigger( settings( { 'page-load-delay': 1 } ), open );
		stop();
		jest.advanceTimersByTime( 5000 );
		expect( open ).not.toHaveBeenCalled();
	} );
} );

describe( 'inTimeWindow', () => {
	it( 'includes both ends and wraps past midnight', () => {
		const at = ( h: number, m: number ) => new Date( 2026, 0, 1, h, m );
		expect( inTimeWindow( at( 0, 0 ), '', '' ) ).toBe( true );
		expect( inTimeWindow( at( 23, 59 ), '00:00', '23:59' ) ).toBe( true );
		expect( inTimeWindow( at( 23, 30 ), '22:00', '02:00' ) ).toBe( true );
		expect( inTimeWindow( at( 12, 0 ), '22:00', '02:00' ) ).toBe( false );
	} );
} );

describe( 'watchElementTriggers', () => {
	it( 'opens from elements attached to the popup, not from others', () => {
		document.body.innerHTML = `
			<button id="mine" data-inkblocks-popup-trigger='{"trigger-type":"click-self","attached-popup":"5"}'>a</button>
			<button id="theirs" data-inkblocks-popup-trigger='{"trigger-type":"click-self","attached-popup":"6"}'>b</button>
			<span data-inkblocks-popup-trigger='{"trigger-type":"click-selector","trigger-custom-selector":".far","attached-popup":5}'></span>
			<a class="far" href="#">c</a>`;
		const open = jest.fn();
		const stop = watchElementTriggers( 5, open );
		document.getElementById( 'theirs' )!.click();
		expect( open ).not.toHaveBeenCalled();
		document.getElementById( 'mine' )!.click();
		( document.querySelector( '.far' ) as HTMLElement ).click();
		expect( open ).toHaveBeenCalledTimes( 2 );
		stop();
		document.getElementById( 'mine' )!.click();
		expect( open ).toHaveBeenCalledTimes( 2 );
	} );
} );

describe( 'watchElementTriggers and customContent', () => {
	it( 'passes the post an element names as the custom content', () => {
		document.body.innerHTML = `
			<button id="card" data-inkblocks-popup-trigger='{"trigger-type":"click","attached-popup":5,"custom-content":"42"}'>a</button>
			<button id="plain" data-inkblocks-popup-trigger='{"attached-popup":5}'>b</button>`;
		const open = jest.fn();
		const stop = watchElementTriggers( 5, open );
		document.getElementById( 'card' )!.click();
		document.getElementById( 'plain' )!.click();
		expect( open.mock.calls ).toEqual( [
			[ '42', document.getElementById( 'card' ) ],
			[ '', document.getElementById( 'plain' ) ],
		] );
		stop();
	} );

	it( 'passes the hovered element, so focus can return to its control', () => {
		document.body.innerHTML = `
			<div id="block" data-inkblocks-popup-trigger='{"trigger-type":"hover","attached-popup":5}'>
				<button>open</button>
			</div>`;
		const open = jest.fn();
		const stop = watchElementTriggers( 5, open );
		const block = document.getElementById( 'block' )!;
		block.dispatchEvent( new MouseEvent( 'mouseenter' ) );
		expect( open ).toHaveBeenCalledWith( '', block );
		stop();
	} );

	it( 'hover opens again only after the pointer was outside the element', () => {
		document.body.innerHTML = `<div id="block" data-inkblocks-popup-trigger='{"trigger-type":"hover","attached-popup":5}'>x</div>`;
		const block = document.getElementById( 'block' )!;
		block.getBoundingClientRect = () =>
			( { left: 10, right: 110, top: 10, bottom: 60 } ) as DOMRect;
		const open = jest.fn();
		const stop = watchElementTriggers( 5, open );
		const move = ( x: number, y: number ) =>
			document.dispatchEvent(
				new MouseEvent( 'mousemove', { clientX: x, clientY: y } )
			);
		block.dispatchEvent( new MouseEvent( 'mouseenter' ) );
		// The popup closed and uncovered the pointer, still over the element.
		move( 50, 30 );
		block.dispatchEvent( new MouseEvent( 'mouseenter' ) );
		expect( open ).toHaveBeenCalledTimes( 1 );
		move( 200, 30 );
		block.dispatchEvent( new MouseEvent( 'mouseenter' ) );
		expect( open ).toHaveBeenCalledTimes( 2 );
		stop();
	} );
} );

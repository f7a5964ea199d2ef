/**
 * External dependencies
 */
import { act } from 'react';

/**
 * Internal dependencies
 */
import { mountIslands, registerIsland } from '../../../common/mount';
import { Tabs } from '../Tabs';
import type { TabsProps } from '../types';

(
	globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
 ).IS_REACT_ACT_ENVIRONMENT = true;

// jsdom lays nothing out and has no scrollIntoView; an opened item asks for it.
Element.prototype.scrollIntoView = jest.fn();

const mockedFetch = jest.fn();

const baseProps: TabsProps = {
	root: 'tabs-1',
	event: 'click',
	autoSwitch: false,
	autoSwitchDelay: 3000,
	orientation: 'horizontal',
	active: 0,
	items: [
		{ id: 'overview', title: 'Overview', templateId: 0, active: true },
		{ id: 'specs', title: 'Specs', templateId: 0, active: false },
		{ id: 'reviews', title: 'Reviews', templateId: 42, active: false },
	],
	templateUrl:
		'http://example.test/wp-json/inkblocks-tabs-api/v1/block-template',
	dev: false,
	nonce: '',
};

/**
 * Prints the server markup of the tabs and mounts the island.
 *
 * @param props Props to change.
 */
async function renderTabs( props: Partial< TabsProps > = {} ) {
	const all = { ...baseProps, ...props };
	const panels = all.items
		.map(
			( item ) =>
				`<section id="${ item.id }"><h3>${ item.title }</h3><div data-inkblocks-slot="${ item.id }"><p class="server">${ item.title } text</p></div></section>`
		)
		.join( '' );
	await act( async () => {
		document.body.innerHTML = `<div id="tabs-1" data-inkwell-island="tabs" data-inkwell-props='${ JSON.stringify(
			all
		) }'>${ panels }</div><a id="link" href="#specs">Specs</a>`;
		mountIslands( document );
	} );
}

const tabs = () => [
	...document.querySelectorAll< HTMLElement >( '[role="tab"]' ),
];
const selected = () =>
	tabs().findIndex(
		( tab ) => tab.getAttribute( 'aria-selected' ) === 'true'
	);
const visiblePanels = () =>
	[ ...document.querySelectorAll( '[role="tabpanel"]' ) ]
		.filter( ( panel ) => ! ( panel as HTMLElement ).hidden )
		.map( ( panel ) => panel.id );

describe( 'Tabs island', () => {
	beforeAll( () => {
		registerIsland( 'tabs', Tabs );
		global.fetch = mockedFetch as unknown as typeof fetch;
	} );

	beforeEach( () => {
		mockedFetch.mockReset();
		mockedFetch.mockResolvedValue( {
			ok: true,
			status: 200,
			json: () =>
				Promise.resolve( {
					template_content: '<p class="from-pattern">Pattern</p>',
					template_scripts: {},
					template_styles: {},
				} ),
		} );
		window.location.hash = '';
		jest.useFakeTimers();
	} );

	afterEach( () => jest.useRealTimers() );

	// Unmounts the island inside act, before the test environment goes.
	afterEach( async () => {
		await act( async () => {
			document.body.innerHTML = '';
		} );
	} );

	it( 'keeps the server content in WAI-ARIA tabs with exactly one panel shown', async () => {
		await renderTabs();
		expect( tabs().map( ( tab ) => tab.textContent ) ).toEqual( [
			'Overview',
			'Specs',
			'Reviews',
		] );
		expect( visiblePanels() ).toEqual( [ 'overview' ] );
		expect( document.querySelector( '#specs .server' )?.textContent ).toBe(
			'Specs text'
		);
		expect( tabs()[ 0 ]!.tabIndex ).toBe( 0 );
		expect( tabs()[ 1 ]!.tabIndex ).toBe( -1 );
		expect( tabs()[ 1 ]!.getAttribute( 'aria-controls' ) ).toBe( 'specs' );
	} );

	it( 'switches on click and with the arrow keys', async () => {
		await renderTabs();
		await act( async () => tabs()[ 1 ]!.click() );
		expect( selected() ).toBe( 1 );
		expect( visiblePanels() ).toEqual( [ 'specs' ] );
		await act( async () => {
			tabs()[ 1 ]!.dispatchEvent(
				new KeyboardEvent( 'keydown', {
					key: 'ArrowLeft',
					bubbles: true,
				} )
			);
		} );
		expect( selected() ).toBe( 0 );
		expect( tabs()[ 0 ]!.ownerDocument.activeElement ).toBe( tabs()[ 0 ] );
	} );

	it( 'cycles every autoSwitchDelay ms until the reader picks a tab', async () => {
		await renderTabs( { autoSwitch: true, autoSwitchDelay: 2000 } );
		await act( async () => jest.advanceTimersByTime( 2000 ) );
		expect( selected() ).toBe( 1 );
		await act( async () => jest.advanceTimersByTime( 2000 ) );
		expect( selected() ).toBe( 2 );
		await act( async () => tabs()[ 0 ]!.click() );
		await act( async () => jest.advanceTimersByTime( 10000 ) );
		expect( selected() ).toBe( 0 );
	} );

	it( 'opens the tab named by the hash and by a #tabId link', async () => {
		window.location.hash = '#faq&specs';
		await renderTabs();
		expect( selected() ).toBe( 1 );
		await act( async () => tabs()[ 0 ]!.click() );
		await act( async () => document.getElementById( 'link' )!.click() );
		expect( selected() ).toBe( 1 );
	} );

	it( 'loads a tab template once, when the tab first opens', async () => {
		await renderTabs();
		expect( mockedFetch ).not.toHaveBeenCalled();
		await act( async () => tabs()[ 2 ]!.click() );
		expect( mockedFetch ).toHaveBeenCalledTimes( 1 );
		expect( mockedFetch.mock.calls[ 0 ]![ 0 ] ).toBe(
			'http://example.test/wp-json/inkblocks-tabs-api/v1/block-template?id=42&dev=false'
		);
		expect(
			document.querySelector( '#reviews .from-pattern' )?.textContent
		).toBe( 'Pattern' );
		await act( async () => tabs()[ 0 ]!.click() );
		await act( async () => tabs()[ 2 ]!.click() );
		expect( mockedFetch ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'shows a notice in the panel when its template cannot be loaded', async () => {
		const log = jest
			.spyOn( console, 'error' )
			.mockImplementation( () => {} );
		mockedFetch.mockResolvedValue( { ok: false, status: 404 } );
		await renderTabs();
		await act( async () => tabs()[ 2 ]!.click() );
		expect(
			document.querySelector( '#reviews .inkblocks-notice' )?.textContent
		).toBe( 'This content could not be loaded. Please reload the page.' );
		expect( log ).toHaveBeenCalled();
		log.mockRestore();
	} );
} );

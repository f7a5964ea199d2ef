/**
 * External dependencies
 */
import { act } from 'react';

/**
 * Internal dependencies
 */
import { mountIslands, registerIsland } from '../../../common/mount';
import { Accordion } from '../Accordion';
import type { AccordionProps } from '../types';

(
	globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
 ).IS_REACT_ACT_ENVIRONMENT = true;

// jsdom lays nothing out and has no scrollIntoView; an opened item asks for it.
Element.prototype.scrollIntoView = jest.fn();

const baseProps: AccordionProps = {
	root: 'acc-1',
	collapsible: true,
	headingLevel: 3,
	items: [
		{ id: 'shipping', title: 'Shipping', templateId: 0, active: true },
		{ id: 'returns', title: 'Returns', templateId: 0, active: false },
		{ id: 'warranty', title: 'Warranty', templateId: 0, active: false },
	],
	templateUrl: '',
	dev: false,
	nonce: '',
};

async function renderAccordion( props: Partial< AccordionProps > = {} ) {
	const all = { ...baseProps, ...props };
	const items = all.items
		.map(
			( item ) =>
				`<div id="${ item.id }"><h3>${ item.title }</h3><div data-inkblocks-slot="${ item.id }"><p>${ item.title } text</p></div></div>`
		)
		.join( '' );
	await act( async () => {
		document.body.innerHTML = `<div id="acc-1" data-inkwell-island="accordion" data-inkwell-props='${ JSON.stringify(
			all
		) }'>${ items }</div>`;
		mountIslands( document );
	} );
}

const toggles = () => [
	...document.querySelectorAll< HTMLButtonElement >(
		'.inkblocks-accordion__toggle'
	),
];
const expanded = () =>
	toggles().map(
		( toggle ) => toggle.getAttribute( 'aria-expanded' ) === 'true'
	);

describe( 'Accordion island', () => {
	beforeAll( () => registerIsland( 'accordion', Accordion ) );
	beforeEach( () => {
		window.location.hash = '';
	} );

	// Unmounts the island inside act, before the test environment goes.
	afterEach( async () => {
		await act( async () => {
			document.body.innerHTML = '';
		} );
	} );

	it( 'renders heading buttons controlling regions that keep the server content', async () => {
		await renderAccordion();
		expect(
			document.querySelector( 'h3 > button#shipping-toggle' )
		).not.toBeNull();
		expect( expanded() ).toEqual( [ true, false, false ] );
		const panel = document.getElementById( 'returns-panel' )!;
		expect( panel.getAttribute( 'role' ) ).toBe( 'region' );
		expect( panel.hidden ).toBe( true );
		expect( panel.textContent ).toBe( 'Returns text' );
	} );

	it( 'closes the others when collapsible', async () => {
		await renderAccordion();
		await act( async () => toggles()[ 1 ]!.click() );
		expect( expanded() ).toEqual( [ false, true, false ] );
		await act( async () => toggles()[ 1 ]!.click() );
		expect( expanded() ).toEqual( [ false, false, false ] );
	} );

	it( 'switches each toggle on its own otherwise, and opens every toggle the hash names', async () => {
		window.location.hash = '#returns&warranty';
		await renderAccordion( { collapsible: false } );
		expect( expanded() ).toEqual( [ true, true, true ] );
		await act( async () => toggles()[ 0 ]!.click() );
		expect( expanded() ).toEqual( [ false, true, true ] );
	} );

	it( 'moves focus between headers with the arrow keys, Home and End', async () => {
		await renderAccordion();
		const press = ( index: number, key: string ) =>
			act( async () => {
				toggles()[ index ]!.dispatchEvent(
					new KeyboardEvent( 'keydown', { key, bubbles: true } )
				);
			} );
		await press( 0, 'ArrowDown' );
		expect( toggles()[ 0 ]!.ownerDocument.activeElement ).toBe(
			toggles()[ 1 ]
		);
		await press( 1, 'End' );
		expect( toggles()[ 0 ]!.ownerDocument.activeElement ).toBe(
			toggles()[ 2 ]
		);
		await press( 2, 'ArrowDown' );
		expect( toggles()[ 0 ]!.ownerDocument.activeElement ).toBe(
			toggles()[ 0 ]
		);
	} );
} );

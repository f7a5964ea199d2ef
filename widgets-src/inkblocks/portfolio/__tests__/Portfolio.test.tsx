/**
 * External dependencies
 */
import { act } from 'react';

/**
 * Internal dependencies
 */
import { mountIslands, registerIsland } from '../../../common/mount';
import { Portfolio } from '../Portfolio';
import type { PortfolioProps } from '../types';

(
	globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
 ).IS_REACT_ACT_ENVIRONMENT = true;

const slugs = [ [ 'print' ], [ 'web' ], [ 'print', 'web' ], [ 'print' ] ];
const props: PortfolioProps = {
	items: Array.from( { length: 8 }, ( _, i ) => ( {
		title: `Project ${ i + 1 }`,
		description: '',
		slug: slugs[ i % 4 ]!,
		categories: [],
		image: null,
		lightboxEnabled: false,
		href: '',
	} ) ),
	filters: [
		{ slug: 'print', label: 'Print' },
		{ slug: 'web', label: 'Web' },
	],
	columns: 3,
	perPage: 3,
	layout: 'grid',
	showFilter: true,
	allLabel: 'All',
	moreLabel: 'View more',
};

const titles = () =>
	[ ...document.querySelectorAll( '.inkblocks-portfolio__title' ) ].map(
		( element ) => element.textContent
	);
const button = ( name: string ) =>
	[ ...document.querySelectorAll( 'button' ) ].find(
		( element ) => element.textContent === name
	);
const click = async ( element: HTMLElement | undefined ) => {
	await act( async () => element?.click() );
};

describe( 'Portfolio', () => {
	beforeAll( () => registerIsland( 'portfolio', Portfolio ) );

	beforeEach( async () => {
		await act( async () => {
			document.body.innerHTML = `<div data-inkwell-island="portfolio" data-inkwell-props='${ JSON.stringify(
				props
			) }'></div>`;
			mountIslands( document );
		} );
	} );

	afterEach( async () => {
		await act( async () => {
			document.body.innerHTML = '';
		} );
	} );

	it( "starts on 'all' with one page of items", () => {
		expect( button( 'All' )?.getAttribute( 'aria-pressed' ) ).toBe(
			'true'
		);
		expect( titles() ).toEqual( [ 'Project 1', 'Project 2', 'Project 3' ] );
		expect( button( 'View more' ) ).toBeDefined();
	} );

	it( "reveals the next batch with 'view more', focuses it, and hides the button at the end", async () => {
		await click( button( 'View more' ) );
		expect( titles() ).toHaveLength( 6 );
		expect( document.body.ownerDocument.activeElement?.textContent ).toBe(
			'Project 4'
		);
		await click( button( 'View more' ) );
		expect( titles() ).toHaveLength( 8 );
		expect( button( 'View more' ) ).toBeUndefined();
	} );

	it( 'switches filters, starting each again from one page', async () => {
		await click( button( 'View more' ) );
		await click( button( 'Web' ) );
		expect( button( 'Web' )?.getAttribute( 'aria-pressed' ) ).toBe(
			'true'
		);
		expect( button( 'All' )?.getAttribute( 'aria-pressed' ) ).toBe(
			'false'
		);
		expect( titles() ).toEqual( [ 'Project 2', 'Project 3', 'Project 6' ] );
		await click( button( 'View more' ) );
		expect( titles() ).toEqual( [
			'Project 2',
			'Project 3',
			'Project 6',
			'Project 7',
		] );
		expect( button( 'View more' ) ).toBeUndefined();
	} );
} );

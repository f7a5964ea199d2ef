/**
 * Internal dependencies
 */
import { anchorFor, sectionsFromHeadings, type PageBlock } from '../sections';

const heading = (
	clientId: string,
	text: string,
	level = 2,
	anchor = ''
): PageBlock => ( { clientId, name: 'core/heading', text, level, anchor } );

describe( "the sections of the page's headings", () => {
	it( 'makes a unique anchor from a text', () => {
		const used = new Set( [ 'tabs', 'tabs-2' ] );
		expect( anchorFor( 'Tabs', used ) ).toBe( 'tabs-3' );
		expect( anchorFor( 'Café <em>&amp;</em> Crème', used ) ).toBe(
			'cafe-creme'
		);
		expect( anchorFor( '!!!', used ) ).toBe( 'section' );
	} );

	it( 'lists the second-level headings, anchoring those without an anchor', () => {
		const blocks: PageBlock[] = [
			heading( 'a', 'Tabs', 2, 'tabs-demo' ),
			heading( 'b', 'Deep', 3 ),
			{
				clientId: 'p',
				name: 'core/paragraph',
				text: 'x',
				level: 0,
				anchor: 'pricing',
			},
			heading( 'c', 'Pricing' ),
			heading( 'd', '' ),
		];
		expect( sectionsFromHeadings( blocks ) ).toEqual( {
			sections: [
				{ label: 'Tabs', sectionId: 'tabs-demo' },
				{ label: 'Pricing', sectionId: 'pricing-2' },
			],
			anchors: { c: 'pricing-2' },
		} );
	} );

	it( 'takes every heading when none is of the second level', () => {
		expect(
			sectionsFromHeadings( [ heading( 'a', 'One', 3 ) ] ).sections
		).toEqual( [ { label: 'One', sectionId: 'one' } ] );
	} );
} );

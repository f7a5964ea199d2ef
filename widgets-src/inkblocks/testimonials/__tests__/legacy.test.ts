/**
 * Internal dependencies
 */
import {
	richFromPlain,
	richFromTextarea,
	testimonialFromLegacy,
	testimonialFromQuote,
} from '../legacy';

describe( 'testimonials from what came before the child blocks', () => {
	it( 'turns an item of the old items attribute into a Testimonial block', () => {
		expect(
			testimonialFromLegacy( {
				content: 'Clear and <strong>kind</strong>.\n\nEvery week.',
				name: 'Tom & Jerry',
				role: 'Readers <3',
				rating: 4,
				imageId: 12,
				imageUrl: 'https://example.org/a.jpg',
			} )
		).toEqual( {
			content: 'Clear and <strong>kind</strong>.<br>Every week.',
			name: 'Tom &amp; Jerry',
			role: 'Readers &lt;3',
			rating: 4,
			imageId: 12,
			imageUrl: 'https://example.org/a.jpg',
			imageAlt: '',
		} );
	} );

	it( 'keeps a missing rating at five stars and a wrong one within 0 to 5', () => {
		expect( testimonialFromLegacy( { content: 'x' } ).rating ).toBe( 5 );
		expect( testimonialFromLegacy( { rating: 99 } ).rating ).toBe( 5 );
		expect( testimonialFromLegacy( { rating: -2 } ).rating ).toBe( 0 );
		expect(
			testimonialFromLegacy( {
				rating: 'many' as unknown as number,
			} ).rating
		).toBe( 5 );
	} );

	it( 'makes one line of paragraphs and line breaks', () => {
		expect( richFromTextarea( '<p>One</p>\n<p>Two</p>' ) ).toBe(
			'One<br>Two'
		);
		expect( richFromTextarea( ' a\r\nb ' ) ).toBe( 'a<br>b' );
		expect( richFromPlain( '<b>&' ) ).toBe( '&lt;b&gt;&amp;' );
	} );

	it( 'reads a core Quote: its paragraphs as the quote, the citation as name and role', () => {
		expect(
			testimonialFromQuote( {
				attributes: { citation: 'Ada Lovelace, Analyst' },
				innerBlocks: [
					{
						name: 'core/paragraph',
						attributes: { content: 'First <em>line</em>' },
					},
					{ name: 'core/image', attributes: {} },
					{
						name: 'core/paragraph',
						attributes: { content: 'Second' },
					},
				],
			} )
		).toEqual( {
			content: 'First <em>line</em><br>Second',
			name: 'Ada Lovelace',
			role: 'Analyst',
		} );
		expect(
			testimonialFromQuote( {
				attributes: { value: '<p>Old quote</p>', citation: 'Bo' },
				innerBlocks: [],
			} )
		).toEqual( { content: 'Old quote', name: 'Bo', role: '' } );
	} );
} );

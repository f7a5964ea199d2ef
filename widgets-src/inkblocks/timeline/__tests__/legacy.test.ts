/**
 * Internal dependencies
 */
import {
	eventFromLegacy,
	eventFromListItem,
	listItemFromEvent,
} from '../legacy';

describe( 'timeline events from what came before the child blocks', () => {
	it( 'turns an item of the old items attribute into a Timeline event block', () => {
		expect(
			eventFromLegacy( {
				date: '2019',
				title: 'Fish & chips',
				content: 'Printed on a kitchen table.\nMailed to friends.',
				imageUrl: 'https://example.org/a.jpg',
				imageAlt: 'A press',
			} )
		).toEqual( {
			date: '2019',
			title: 'Fish &amp; chips',
			content: 'Printed on a kitchen table.<br>Mailed to friends.',
			imageId: 0,
			imageUrl: 'https://example.org/a.jpg',
			imageAlt: 'A press',
		} );
		expect( eventFromLegacy( {} ) ).toMatchObject( {
			date: '',
			title: '',
			content: '',
		} );
	} );

	it( 'reads a list item with a leading date as a dated event', () => {
		expect( eventFromListItem( '2019 – The first issue' ) ).toEqual( {
			date: '2019',
			title: 'The first issue',
		} );
		expect( eventFromListItem( 'Spring 2024: <em>Launch</em>' ) ).toEqual( {
			date: 'Spring 2024',
			title: '<em>Launch</em>',
		} );
		expect( eventFromListItem( '2019-2020 - Two good years' ) ).toEqual( {
			date: '2019-2020',
			title: 'Two good years',
		} );
		expect( eventFromListItem( ' Just a title ' ) ).toEqual( {
			title: 'Just a title',
		} );
	} );

	it( 'writes an event back as a list item', () => {
		expect(
			listItemFromEvent( { date: '2019', title: 'The first issue' } )
		).toBe( '2019: The first issue' );
		expect( listItemFromEvent( { date: '', title: 'Today' } ) ).toBe(
			'Today'
		);
	} );
} );

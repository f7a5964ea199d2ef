/**
 * Internal dependencies
 */
import { localCategories, toggleLocalCategory } from '../local-categories';
import {
	handleLocalCategoryClick,
	restoreLocalCategories,
} from '../local-category-buttons';

describe( 'guest category follows', () => {
	beforeEach( () => window.localStorage.clear() );

	it( 'keeps the followed ids as a list under the key "category"', () => {
		expect( toggleLocalCategory( 4 ) ).toBe( true );
		expect( toggleLocalCategory( 9 ) ).toBe( true );
		expect( window.localStorage.getItem( 'category' ) ).toBe( '[4,9]' );
		expect( localCategories() ).toEqual( [ 4, 9 ] );
	} );

	it( 'removes an id that is present', () => {
		window.localStorage.setItem( 'category', '[4,9]' );
		expect( toggleLocalCategory( 4 ) ).toBe( false );
		expect( localCategories() ).toEqual( [ 9 ] );
	} );

	it.each( [ 'not json', '{"a":1}', '"4"' ] )(
		'reads %p as an empty list',
		( stored ) => {
			window.localStorage.setItem( 'category', stored );
			expect( localCategories() ).toEqual( [] );
		}
	);
} );

describe( 'guest category follow buttons', () => {
	beforeAll( () =>
		document.addEventListener( 'click', handleLocalCategoryClick )
	);

	beforeEach( () => {
		window.localStorage.clear();
		document.body.innerHTML = `
			<button id="a" data-inkwell-local-category data-id="3" aria-pressed="false" data-label-on="Following topic" data-label-off="Follow topic">Follow topic</button>
			<button id="b" data-inkwell-local-category data-id="3" aria-pressed="false" data-label-on="Following topic" data-label-off="Follow topic">Follow topic</button>
			<button id="c" data-inkwell-local-category data-id="8" aria-pressed="false" data-label-on="Following topic" data-label-off="Follow topic">Follow topic</button>`;
	} );

	it( 'restores the saved follows on load', () => {
		window.localStorage.setItem( 'category', '[8]' );
		restoreLocalCategories();
		const c = document.getElementById( 'c' )!;
		expect( c.getAttribute( 'aria-pressed' ) ).toBe( 'true' );
		expect( c.classList.contains( 'is-active' ) ).toBe( true );
		expect( c.textContent ).toBe( 'Following topic' );
		expect( document.getElementById( 'a' )!.textContent ).toBe(
			'Follow topic'
		);
	} );

	it( 'a click adds the id, a second removes it, and buttons of the same topic follow', () => {
		const a = document.getElementById( 'a' )!;
		a.click();
		expect( window.localStorage.getItem( 'category' ) ).toBe( '[3]' );
		expect(
			document.getElementById( 'b' )!.getAttribute( 'aria-pressed' )
		).toBe( 'true' );
		expect(
			document.getElementById( 'c' )!.getAttribute( 'aria-pressed' )
		).toBe( 'false' );
		a.click();
		expect( window.localStorage.getItem( 'category' ) ).toBe( '[]' );
		expect( a.textContent ).toBe( 'Follow topic' );
	} );
} );

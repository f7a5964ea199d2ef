/**
 * Internal dependencies
 */
import { PAGE_PARAM, POSTS_ACTION, POSTS_SCROLL_DURATION } from '../constants';
import { pageOfLink, pageRequestBody, scrollPosition } from '../pagination';

describe( 'posts widget contract values', () => {
	it( 'uses the names and timing of SPEC 7.3 and 9', () => {
		expect( POSTS_ACTION ).toBe( 'inkwell_widget_get_posts' );
		expect( PAGE_PARAM ).toBe( 'inkwell_page' );
		expect( POSTS_SCROLL_DURATION ).toBe( 500 );
	} );
} );

describe( 'pageOfLink', () => {
	it( 'reads the inkwell_page parameter', () => {
		expect(
			pageOfLink( 'http://example.test/category/health/?inkwell_page=3' )
		).toBe( 3 );
		expect(
			pageOfLink( '/category/health/?a=1&inkwell_page=12#top' )
		).toBe( 12 );
	} );

	it( 'is page 1 without it or with nonsense', () => {
		expect( pageOfLink( 'http://example.test/category/health/' ) ).toBe(
			1
		);
		expect( pageOfLink( '?inkwell_page=abc' ) ).toBe( 1 );
		expect( pageOfLink( '?inkwell_page=-2' ) ).toBe( 1 );
		expect( pageOfLink( '?inkwell_page=1.5' ) ).toBe( 1 );
	} );
} );

describe( 'pageRequestBody', () => {
	it( 'holds exactly action, check, params and page', () => {
		const body = pageRequestBody( 'abc.def', 'n0nce', 4 );
		expect( [ ...body.keys() ] ).toEqual( [
			'action',
			'check',
			'params',
			'page',
		] );
		expect( body.toString() ).toBe(
			'action=inkwell_widget_get_posts&check=n0nce&params=abc.def&page=4'
		);
	} );
} );

describe( 'scrollPosition', () => {
	it( 'eases from start to target over 500 ms', () => {
		expect( scrollPosition( 0, 1000, 0 ) ).toBe( 0 );
		expect( scrollPosition( 0, 1000, 250 ) ).toBe( 500 );
		expect( scrollPosition( 0, 1000, 500 ) ).toBe( 1000 );
		expect( scrollPosition( 0, 1000, 900 ) ).toBe( 1000 );
		expect( scrollPosition( 1000, 0, 125 ) ).toBeGreaterThan( 500 );
	} );
} );

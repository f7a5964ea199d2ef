/**
 * Internal dependencies
 */
import { swapCommentPage } from '../comment-pages';
import { titleActive } from '../comments';

const section = ( list: string, nav: string ) =>
	`<section data-inkwell-comments><h2>Responses</h2><ol data-inkwell-comment-list>${ list }</ol>${ nav }<div id="respond"><form></form></div></section>`;

describe( 'comment pages', () => {
	beforeEach( () => {
		document.body.innerHTML = section(
			'<li id="comment-1">One</li>',
			'<nav class="inkwell-comments__nav"><a href="/story/comment-page-2/">Newer</a></nav>'
		);
	} );

	it( 'swaps in the list and the navigation of the fetched page and keeps the form', () => {
		const current = document.querySelector(
			'[data-inkwell-comments]'
		) as Element;
		const form = current.querySelector( 'form' );
		const fetched = `<html><body><header>Other</header>${ section(
			'<li id="comment-11">Eleven</li>',
			'<nav class="inkwell-comments__nav"><a href="/story/comment-page-1/">Older</a></nav>'
		) }</body></html>`;

		expect( swapCommentPage( current, fetched ) ).toBe( true );

		expect( current.querySelector( '#comment-11' ) ).not.toBeNull();
		expect( current.querySelector( '#comment-1' ) ).toBeNull();
		expect(
			current.querySelector( '.inkwell-comments__nav a' )?.textContent
		).toBe( 'Older' );
		expect( current.querySelector( 'form' ) ).toBe( form );
	} );

	it( 'drops the navigation when the fetched page has none', () => {
		const current = document.querySelector(
			'[data-inkwell-comments]'
		) as Element;
		swapCommentPage( current, section( '<li id="comment-2"></li>', '' ) );
		expect( current.querySelector( '.inkwell-comments__nav' ) ).toBeNull();
	} );

	it( 'changes nothing when the fetched page has no comment list', () => {
		const current = document.querySelector(
			'[data-inkwell-comments]'
		) as Element;
		expect( swapCommentPage( current, '<p>Not found</p>' ) ).toBe( false );
		expect( current.querySelector( '#comment-1' ) ).not.toBeNull();
	} );

	it( 'makes the title active only while the list is above the top', () => {
		expect( titleActive( 100, 900, 0 ) ).toBe( false );
		expect( titleActive( -10, 900, 0 ) ).toBe( true );
		expect( titleActive( -900, -10, 0 ) ).toBe( false );
	} );
} );

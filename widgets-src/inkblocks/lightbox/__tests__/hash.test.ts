/**
 * Internal dependencies
 */
import { linkSettings, parseActionHash, slidesFor, stepIndex } from '../hash';

/**
 * A lightbox link's href, encoded like the server does (base64 of the JSON's UTF-8 bytes).
 *
 * @param settings The settings.
 */
function href( settings: object ): string {
	const bytes = Buffer.from( JSON.stringify( settings ), 'utf8' );
	return `#block-action:action=lightbox&settings=${ bytes.toString( 'base64' ) }`;
}

describe( 'parseActionHash', () => {
	it( 'reads the action and the base64 JSON settings', () => {
		expect(
			parseActionHash( href( { url: '/a.jpg', title: 'Café' } ) )
		).toEqual( {
			action: 'lightbox',
			settings: { url: '/a.jpg', title: 'Café' },
		} );
	} );

	it( 'reads absolute and URL-encoded hrefs', () => {
		const base64 = Buffer.from( '{"url":"/b.jpg"}' ).toString( 'base64' );
		expect(
			parseActionHash(
				'https://example.org/page/#block-action:action=lightbox&settings=' +
					encodeURIComponent( base64 )
			)?.settings
		).toEqual( { url: '/b.jpg' } );
	} );

	it( 'refuses other hashes and broken settings', () => {
		expect( parseActionHash( '#section-2' ) ).toBeNull();
		expect( parseActionHash( '#block-action:settings=e30=' ) ).toBeNull();
		expect(
			parseActionHash( '#block-action:action=lightbox&settings=%%%' )
		).toBeNull();
		expect(
			parseActionHash(
				'#block-action:action=lightbox&settings=' + btoa( '[1,2]' )
			)
		).toBeNull();
	} );
} );

describe( 'linkSettings', () => {
	it( 'opens only the lightbox action', () => {
		const other = href( { url: '/a.jpg' } ).replace(
			'action=lightbox',
			'action=popup'
		);
		expect( linkSettings( other, null ) ).toBeNull();
		expect(
			linkSettings( href( { url: '/a.jpg' } ), null )?.slide
		).toEqual( { url: '/a.jpg', alt: '', title: '', description: '' } );
	} );

	it( 'needs an image URL, or slides for a slideshow', () => {
		expect(
			linkSettings( href( { title: 'No image' } ), null )
		).toBeNull();
		expect(
			linkSettings( href( { type: 'slideshow', slides: [] } ), null )
		).toBeNull();
		const show = linkSettings(
			href( {
				type: 'slideshow',
				slides: [ { url: '/1.jpg' }, { nope: 1 }, { url: '/2.jpg' } ],
				index: 9,
			} ),
			null
		);
		expect( show?.slides.map( ( s ) => s.url ) ).toEqual( [
			'/1.jpg',
			'/2.jpg',
		] );
		expect( show?.index ).toBe( 1 );
	} );

	it( 'reads a content image link from its attribute', () => {
		expect(
			linkSettings(
				'/uploads/photo.jpg',
				JSON.stringify( { url: '/uploads/photo.jpg', title: 'Photo' } )
			)?.slide?.title
		).toBe( 'Photo' );
		expect( linkSettings( '/uploads/photo.jpg', '{broken' ) ).toBeNull();
	} );
} );

describe( 'slidesFor', () => {
	it( 'groups the visible links of one slideshow in page order', () => {
		document.body.innerHTML = `
			<a id="a" href="${ href( { url: '/1.jpg', slideshow: 'g' } ) }"></a>
			<div hidden><a id="hidden" href="${ href( { url: '/h.jpg', slideshow: 'g' } ) }"></a></div>
			<a id="b" href="${ href( { url: '/2.jpg', slideshow: 'g' } ) }"></a>
			<a id="other" href="${ href( { url: '/3.jpg', slideshow: 'x' } ) }"></a>
			<a id="alone" href="${ href( { url: '/4.jpg' } ) }"></a>`;
		const links = [ ...document.querySelectorAll( 'a' ) ];
		const found = slidesFor( document.getElementById( 'b' )!, links );
		expect( found?.slides.map( ( s ) => s.url ) ).toEqual( [
			'/1.jpg',
			'/2.jpg',
		] );
		expect( found?.index ).toBe( 1 );
		expect(
			slidesFor( document.getElementById( 'alone' )!, links )?.slides
		).toHaveLength( 1 );
	} );
} );

describe( 'stepIndex', () => {
	it( 'wraps around both ends', () => {
		expect( stepIndex( 2, 1, 3 ) ).toBe( 0 );
		expect( stepIndex( 0, -1, 3 ) ).toBe( 2 );
		expect( stepIndex( 1, 1, 3 ) ).toBe( 2 );
	} );
} );

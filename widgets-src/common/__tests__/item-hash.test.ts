/**
 * Internal dependencies
 */
import { hashIds, samePageHash } from '../item-hash';

describe( 'hashIds (SPEC 2.10)', () => {
	it.each( [
		[ '#pricing', [ 'pricing' ] ],
		[ '#pricing&faq-refunds', [ 'pricing', 'faq-refunds' ] ],
		[ 'pricing&faq', [ 'pricing', 'faq' ] ],
		[ '#a&&b&', [ 'a', 'b' ] ],
		[ '#caf%C3%A9', [ 'café' ] ],
		[ '#bad%E0%A4%A', [ 'bad%E0%A4%A' ] ],
		[ '', [] ],
		[ '#', [] ],
	] )( 'reads %p as %p', ( hash, ids ) => {
		expect( hashIds( hash ) ).toEqual( ids );
	} );
} );

describe( 'samePageHash', () => {
	const page = new URL(
		'https://example.test/showcase/?x=1'
	) as unknown as Location;
	const link = ( href: string ) => {
		const anchor = document.createElement( 'a' );
		anchor.href = href;
		return anchor;
	};

	it( 'gives the hash of a link into this page', () => {
		expect(
			samePageHash(
				link( 'https://example.test/showcase/?x=1#faq' ),
				page
			)
		).toBe( '#faq' );
	} );

	it( 'ignores links to other pages and links without a hash', () => {
		expect(
			samePageHash( link( 'https://example.test/other/#faq' ), page )
		).toBe( '' );
		expect(
			samePageHash(
				link( 'https://elsewhere.test/showcase/?x=1#faq' ),
				page
			)
		).toBe( '' );
		expect(
			samePageHash( link( 'https://example.test/showcase/?x=1' ), page )
		).toBe( '' );
	} );
} );

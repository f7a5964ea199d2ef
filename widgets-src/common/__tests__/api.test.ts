/**
 * Internal dependencies
 */
import { communityCall, restRouteUrl } from '../api';

describe( 'restRouteUrl', () => {
	it( 'joins a route to a pretty REST root', () => {
		expect(
			restRouteUrl( 'http://example.test/wp-json/', 'fup/post/like' ).href
		).toBe( 'http://example.test/wp-json/fup/post/like' );
		expect(
			restRouteUrl( 'http://example.test/blog/wp-json', 'fup/post/like' )
				.href
		).toBe( 'http://example.test/blog/wp-json/fup/post/like' );
	} );

	it( 'uses rest_route without pretty permalinks', () => {
		const url = restRouteUrl(
			'http://example.test/?rest_route=/',
			'fup/post/like'
		);
		expect( url.searchParams.get( 'rest_route' ) ).toBe( '/fup/post/like' );
	} );
} );

describe( 'communityCall', () => {
	it( 'refuses to call without the logged-in configuration', async () => {
		delete window.inkwellConfig;
		await expect(
			communityCall( '/post/like', { id: 1 } )
		).rejects.toThrow( 'Not logged in' );
	} );
} );

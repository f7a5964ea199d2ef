/**
 * Internal dependencies
 */
import { pageConfig } from './config';
import { restJson } from './http/rest';
import type { CommunityAnswer } from './types';

/**
 * Paths of the community calls of SPEC 7.1 that take an `id`: the action routes the plugin's controllers
 * declare (their ROUTES, which a test keeps equal to this list).
 */
export const COMMUNITY_ACTION_PATHS = [
	'/user/follow',
	'/user/unfollow',
	'/user/block',
	'/user/unblock',
	'/category/follow',
	'/category/unfollow',
	'/post/bookmark',
	'/post/unbookmark',
	'/post/like',
	'/post/unlike',
] as const;

/** A path of COMMUNITY_ACTION_PATHS. */
export type CommunityTogglePath = ( typeof COMMUNITY_ACTION_PATHS )[ number ];

/**
 * Every path of SPEC 7.1, and the notifications centre's own two (not SPEC's): /notification/count, which
 * the bell polls while a page stays open, and /notification/mark-read ("mark all as read" in its panel).
 */
export type CommunityPath =
	| CommunityTogglePath
	| '/notification/update-followers'
	| '/notification/subscribe-comments'
	| '/notification/unsubscribe-comments'
	| '/notification/count'
	| '/notification/mark-read'
	| '/load-more'
	| '/load-more-stories'
	| '/load-more-categories';

/**
 * The URL of a REST route, with pretty permalinks (/wp-json/...) or without (?rest_route=/...).
 *
 * @param restUrl The site's REST root, as rest_url() prints it.
 * @param route   Route without a leading slash.
 */
export function restRouteUrl( restUrl: string, route: string ): URL {
	const url = new URL( restUrl );
	const plain = url.searchParams.get( 'rest_route' );
	if ( plain !== null ) {
		url.searchParams.set(
			'rest_route',
			`${ plain.replace( /\/$/, '' ) }/${ route }`
		);
		return url;
	}
	return new URL( route, url.href.endsWith( '/' ) ? url : `${ url.href }/` );
}

/**
 * POSTs a community call: /wp-json/fup{path}?_wpnonce={token}, form-encoded (SPEC 7.1).
 *
 * @param path Route path, for example '/post/like'.
 * @param body Form fields.
 * @return The decoded answer; rejects with an HttpError (SPEC 8: callers ignore failures).
 */
export function communityCall< T = CommunityAnswer >(
	path: CommunityPath,
	body: Record< string, string | number >
): Promise< T > {
	const config = pageConfig();
	if ( ! config ) {
		return Promise.reject( new Error( 'Not logged in' ) );
	}
	const form = new URLSearchParams();
	for ( const [ name, value ] of Object.entries( body ) ) {
		form.set( name, String( value ) );
	}
	return restJson< T >( {
		url: restRouteUrl( config.restUrl, `fup${ path }` ).href,
		body: form,
		nonce: { in: 'query' },
	} );
}

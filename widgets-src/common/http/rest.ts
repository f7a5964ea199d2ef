/**
 * REST calls, on @wordpress/api-fetch: the community calls (SPEC 7.1), the contact form calls (7.4) and
 * the tab and accordion templates (7.7).
 *
 * The build bundles this copy of api-fetch (see webpack.config.js) rather than using WordPress's
 * wp-api-fetch, whose page set-up prints a nonce into guest pages and adds it, with `_locale=user`, to every
 * request. Here it sends each request exactly as the client built it, and the client refreshes a refused
 * nonce itself (once, for our routes' code too, and for admin-ajax calls alike).
 */

/**
 * WordPress dependencies
 */
import type { APIFetchMiddleware } from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { statusError } from './errors';
import {
	exchange,
	jsonOf,
	readJson,
	type Call,
	type Reply,
	type Transport,
} from './send';

/** The codes of an answer that refuses the nonce: core's cookie check, and our routes' own check. */
export const NONCE_REFUSALS = [
	'rest_cookie_invalid_nonce',
	'inkwell_invalid_nonce',
] as const;

type ApiFetch = typeof import( '@wordpress/api-fetch' ).default;

let loading: Promise< ApiFetch > | undefined;

/**
 * api-fetch, loaded in its own chunk on the first REST call: a page whose reader makes none pays nothing
 * for it, and the bundles of a package share one copy. Its middleware sends each request as built: the
 * default middlewares after it would add `_locale=user` to the URL (and change methods and paging that
 * these calls never use); SPEC 7 fixes the requests.
 */
function loadApiFetch(): Promise< ApiFetch > {
	loading ??= import(
		/* webpackChunkName: "common/api-fetch" */ '@wordpress/api-fetch'
	).then( ( { default: apiFetch } ) => {
		const sendAsBuilt: APIFetchMiddleware = ( options ) =>
			apiFetch.defaultFetchHandler( options );
		apiFetch.use( sendAsBuilt );
		return apiFetch;
	} );
	return loading;
}

/**
 * api-fetch without parsing: it answers the Response, and throws it when its status is an error.
 *
 * @param url     The URL.
 * @param request The request.
 */
const send: Transport = async ( url, request ) => {
	const apiFetch = await loadApiFetch();
	return apiFetch< Response, false >( {
		...request,
		url,
		parse: false,
	} ).catch( ( thrown: unknown ) => {
		if (
			thrown &&
			typeof thrown === 'object' &&
			'status' in thrown &&
			'ok' in thrown
		) {
			return thrown as Response;
		}
		throw thrown;
	} );
};

/**
 * Whether an answer refuses the nonce.
 *
 * @param reply The answer.
 */
function refused( reply: Reply< unknown > ): boolean {
	const code = ( reply.body as { code?: unknown } | null )?.code;
	return (
		reply.status === 403 &&
		NONCE_REFUSALS.some( ( refusal ) => refusal === code )
	);
}

/**
 * A REST call answered with JSON.
 *
 * @param call The call.
 * @return The decoded answer; rejects with an HttpError: network, timeout, aborted, status (with the
 *         server's code, message and body) or invalid_json.
 */
export async function restJson< T >( call: Call ): Promise< T > {
	const reply = await exchange( call, send, readJson, refused );
	const body = jsonOf< T >( reply );
	if ( ! reply.ok ) {
		throw statusError( reply.status, body );
	}
	return body;
}

/**
 * admin-ajax calls and page requests, on fetch: the comment calls (SPEC 7.2), the posts widget's pages
 * (7.3), popup content (7.5), newsletter sign-ups (7.6) and the log-in popup's form posts.
 */

/**
 * Internal dependencies
 */
import { statusError } from './errors';
import {
	exchange,
	jsonOf,
	readJson,
	readText,
	type Call,
	type Reply,
	type Transport,
} from './send';

/**
 * fetch itself.
 *
 * @param url     Where to send the call.
 * @param request The request.
 */
const send: Transport = ( url, request ) => window.fetch( url, request );

/**
 * Whether admin-ajax refused a call's nonce: WordPress answers -1 (check_ajax_referer), our actions 403.
 *
 * @param reply The answer.
 */
function refused( reply: Reply< unknown > ): boolean {
	return (
		reply.status === 403 ||
		reply.body === -1 ||
		( typeof reply.body === 'string' && reply.body.trim() === '-1' )
	);
}

/**
 * An admin-ajax call answered with JSON. Those answers describe their outcome in their fields (SPEC 7.2,
 * 7.5, 7.6: status or type, message), whatever the HTTP status, so any JSON body is the answer.
 *
 * @param call The call.
 * @return The decoded answer; rejects with an HttpError: network, timeout, aborted, status (an error
 *         status without JSON) or invalid_json.
 */
export async function ajaxJson< T >( call: Call ): Promise< T > {
	return jsonOf< T >( await exchange( call, send, readJson, refused ) );
}

/**
 * A call answered with HTML: a page, or a fragment of one.
 *
 * @param call The call.
 * @return The answer's final URL (after redirects) and text; rejects with an HttpError, status for an
 *         error status.
 */
export async function fetchText(
	call: Call
): Promise< { url: string; text: string } > {
	const reply = await exchange( call, send, readText, refused );
	if ( ! reply.ok ) {
		throw statusError( reply.status );
	}
	return { url: reply.url, text: reply.body };
}

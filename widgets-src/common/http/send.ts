/**
 * One exchange of the HTTP client: the request built exactly as the call says (SPEC 7), sent under its
 * deadline, and, when a logged-in call is refused for its nonce, sent once more with a fresh nonce.
 */

/**
 * Internal dependencies
 */
import { withDeadline, type Deadline } from './deadline';
import { HttpError, statusError } from './errors';
import { currentNonce, refreshNonce } from './nonce';

/**
 * Where a logged-in call carries the reader's nonce: `?_wpnonce=` in the URL (SPEC 7.1, the comment report),
 * the X-WP-Nonce header (editors' template previews) or a field of a form-encoded body (SPEC 7.3's `check`).
 */
export type NonceSpot =
	{ in: 'query' } | { in: 'header' } | { in: 'body'; field: string };

/** A call. */
export interface Call extends Deadline {
	url: string;
	/** GET without a body, POST with one, unless given. */
	method?: 'GET' | 'POST';
	/** Form-encoded (URLSearchParams) or multipart (FormData). */
	body?: URLSearchParams | FormData;
	/** Where the nonce goes. Without it, or for a guest (no nonce), none is sent. */
	nonce?: NonceSpot;
	/** A nonce the page printed beside the control, for pages without the page configuration. */
	printedNonce?: string;
}

/** The request a transport sends. */
export interface Request {
	method: 'GET' | 'POST';
	body?: URLSearchParams | FormData;
	headers: Record< string, string >;
	credentials: RequestCredentials;
	signal: AbortSignal;
}

/** Sends a request: fetch, or api-fetch for REST routes. */
export type Transport = (
	url: string,
	request: Request
) => Promise< Response >;

/** An answer, with its body read. */
export interface Reply< T > {
	status: number;
	ok: boolean;
	/** The URL that answered, after redirects. */
	url: string;
	body: T;
}

/** The body of an answer that should be JSON and is not. */
export const NOT_JSON = Symbol( 'not JSON' );

/**
 * Reads a body as JSON; NOT_JSON when it is not.
 *
 * @param response The answer.
 */
export async function readJson( response: Response ): Promise< unknown > {
	try {
		return ( await response.json() ) as unknown;
	} catch ( error ) {
		if ( error instanceof SyntaxError ) {
			return NOT_JSON;
		}
		throw error; // The deadline ended the read.
	}
}

/**
 * The decoded body of an answer read with readJson.
 *
 * @param reply The answer.
 * @return The body; throws an HttpError when it is not JSON: status for an error status, invalid_json
 *         otherwise.
 */
export function jsonOf< T >( reply: Reply< unknown > ): T {
	if ( reply.body === NOT_JSON ) {
		throw reply.ok
			? new HttpError(
					'invalid_json',
					'invalid_json',
					'Not JSON',
					reply.status
				)
			: statusError( reply.status );
	}
	return reply.body as T;
}

/**
 * Reads a body as text.
 *
 * @param response The answer.
 */
export function readText( response: Response ): Promise< string > {
	return response.text();
}

/**
 * The URL and request of a call carrying the given nonce ('' for none).
 *
 * @param call   The call.
 * @param nonce  The nonce.
 * @param signal The deadline's signal.
 */
export function buildRequest(
	call: Call,
	nonce: string,
	signal: AbortSignal
): { url: string; request: Request } {
	const url = new URL( call.url, window.location.href );
	const headers: Record< string, string > = {};
	let body = call.body;
	if ( nonce && call.nonce?.in === 'query' ) {
		url.searchParams.set( '_wpnonce', nonce );
	} else if ( nonce && call.nonce?.in === 'header' ) {
		headers[ 'X-WP-Nonce' ] = nonce;
	} else if (
		nonce &&
		call.nonce?.in === 'body' &&
		body instanceof URLSearchParams
	) {
		body = new URLSearchParams( body );
		body.set( call.nonce.field, nonce );
	}
	return {
		url: url.href,
		request: {
			method: call.method ?? ( body ? 'POST' : 'GET' ),
			...( body ? { body } : {} ),
			headers,
			credentials: 'same-origin',
			signal,
		},
	};
}

/**
 * Sends a call once with the given nonce and reads its answer.
 *
 * @param call      The call.
 * @param nonce     The nonce ('' for none).
 * @param transport How it is sent.
 * @param read      How its body is read.
 */
function attempt< T >(
	call: Call,
	nonce: string,
	transport: Transport,
	read: ( response: Response ) => Promise< T >
): Promise< Reply< T > > {
	return withDeadline( call, async ( signal ) => {
		const { url, request } = buildRequest( call, nonce, signal );
		const response = await transport( url, request );
		return {
			status: response.status,
			ok: response.ok,
			url: response.url || url,
			body: await read( response ),
		};
	} );
}

/**
 * Sends a call and reads its answer. A call that carried a nonce and was refused for it (the nonce expired
 * while the page stayed open) asks for a fresh nonce once and is sent once more; a second refusal is the
 * answer.
 *
 * @param call      The call.
 * @param transport How it is sent.
 * @param read      How its body is read.
 * @param refused   Whether an answer refuses the nonce.
 * @return The answer, whatever its status; rejects with an HttpError when there is none.
 */
export async function exchange< T >(
	call: Call,
	transport: Transport,
	read: ( response: Response ) => Promise< T >,
	refused: ( reply: Reply< T > ) => boolean
): Promise< Reply< T > > {
	const nonce = call.nonce ? currentNonce() || call.printedNonce || '' : '';
	const reply = await attempt( call, nonce, transport, read );
	if ( ! nonce || ! refused( reply ) ) {
		return reply;
	}
	let fresh: string;
	try {
		fresh = await refreshNonce();
	} catch {
		return reply; // Logged out meanwhile, or no way to refresh: the refusal stands.
	}
	return attempt( call, fresh, transport, read );
}

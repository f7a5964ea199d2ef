/**
 * The typed failures of the HTTP client: every call either answers or rejects with an HttpError.
 */

/**
 * What went wrong:
 * - network: no answer (offline, refused, CORS);
 * - timeout: no answer within the call's time-out;
 * - aborted: the caller aborted the call (a newer request replaced it);
 * - status: an answer with an HTTP error status (code and message from the server's JSON when it sent one);
 * - invalid_json: an answer that should be JSON and is not.
 */
export type HttpErrorKind =
	'network' | 'timeout' | 'aborted' | 'status' | 'invalid_json';

/** A call that produced no usable answer. */
export class HttpError extends Error {
	/**
	 * @param kind    What went wrong.
	 * @param code    The server's error code, or a code named after the kind (fetch_error, invalid_json, ...).
	 * @param message The server's message, or a description for developers (never shown as it is).
	 * @param status  The HTTP status, 0 when there was no answer.
	 * @param data    The decoded body of an error answer, when it was JSON.
	 */
	constructor(
		readonly kind: HttpErrorKind,
		readonly code: string,
		message: string,
		readonly status = 0,
		readonly data: unknown = null
	) {
		super( message );
		this.name = 'HttpError';
	}
}

/**
 * The error of an answer with an HTTP error status: WordPress's {code, message} when the body holds them.
 *
 * @param status The HTTP status.
 * @param body   The decoded body, or null when it was not JSON.
 */
export function statusError( status: number, body: unknown = null ): HttpError {
	const fields =
		body && typeof body === 'object'
			? ( body as { code?: unknown; message?: unknown } )
			: {};
	return new HttpError(
		'status',
		typeof fields.code === 'string' ? fields.code : `http_${ status }`,
		typeof fields.message === 'string'
			? fields.message
			: `HTTP ${ status }`,
		status,
		body
	);
}

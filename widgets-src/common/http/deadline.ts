/**
 * Time-out and abort of a call: one AbortSignal that fires when the call's time runs out or its caller
 * aborts, and failures named by what ended the call.
 */

/**
 * Internal dependencies
 */
import { HttpError } from './errors';

/** How long a call may take before it fails as timed out (ms). */
export const REQUEST_TIMEOUT = 30_000;

/** How long a call that uploads files may take (ms): comment attachments and contact form files. */
export const UPLOAD_TIMEOUT = 120_000;

/** When a call gives up. */
export interface Deadline {
	/** Time-out in ms (REQUEST_TIMEOUT when not given). */
	timeout?: number;
	/** Aborts the call, for example when a newer request replaces it. */
	signal?: AbortSignal;
}

/**
 * Runs a request under a deadline. Whatever it throws becomes an HttpError: timeout when the time ran out,
 * aborted when the caller aborted, network otherwise (an HttpError it throws is kept).
 *
 * @param deadline The time-out and the caller's signal.
 * @param run      The request, given the signal to pass to fetch.
 */
export async function withDeadline< T >(
	deadline: Deadline,
	run: ( signal: AbortSignal ) => Promise< T >
): Promise< T > {
	if ( deadline.signal?.aborted ) {
		throw new HttpError( 'aborted', 'abort_error', 'Aborted' );
	}
	let timedOut = false;
	const controller = new AbortController();
	const abort = () => controller.abort();
	// eslint-disable-next-line @wordpress/no-unused-vars-before-return -- cleared in finally, after any return.
	const timer = window.setTimeout( () => {
		timedOut = true;
		controller.abort();
	}, deadline.timeout ?? REQUEST_TIMEOUT );
	deadline.signal?.addEventListener( 'abort', abort );
	try {
		return await run( controller.signal );
	} catch ( error ) {
		if ( timedOut ) {
			throw new HttpError( 'timeout', 'timeout_error', 'Timed out' );
		}
		if ( deadline.signal?.aborted ) {
			throw new HttpError( 'aborted', 'abort_error', 'Aborted' );
		}
		if ( error instanceof HttpError ) {
			throw error;
		}
		throw new HttpError( 'network', 'fetch_error', String( error ) );
	} finally {
		window.clearTimeout( timer );
		deadline.signal?.removeEventListener( 'abort', abort );
	}
}

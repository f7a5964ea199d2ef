/**
 * The contact form calls of SPEC 7.4, through the HTTP client (no nonce: guests' cached pages send them).
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { UPLOAD_TIMEOUT } from '../../common/http/deadline';
import { HttpError } from '../../common/http/errors';
import { restJson } from '../../common/http/rest';
import type { Call } from '../../common/http/send';
import type { Schema } from '../fields/types';
import type { Answer, Challenges } from './types';

/** A call that produced no usable answer; the message is the one SPEC 8 shows. */
export class FormCallError extends Error {
	constructor(
		readonly code: 'fetch_error' | 'invalid_json' | 'server_error',
		message: string
	) {
		super( message );
	}
}

/**
 * A REST call of the form; its failures become FormCallError with the message SPEC 8 shows.
 *
 * @param request The call.
 */
async function call< T >( request: Call ): Promise< T > {
	try {
		return await restJson< T >( request );
	} catch ( error ) {
		if (
			error instanceof HttpError &&
			( error.kind === 'network' || error.kind === 'timeout' )
		) {
			throw new FormCallError(
				'fetch_error',
				__( 'You are probably offline.', 'inkwell-forms' )
			);
		}
		const message =
			error instanceof HttpError
				? ( error.data as { message?: unknown } | null )?.message
				: undefined;
		if ( typeof message === 'string' ) {
			throw new FormCallError( 'server_error', message );
		}
		throw new FormCallError(
			'invalid_json',
			__( 'The response is not a valid JSON response.', 'inkwell-forms' )
		);
	}
}

/**
 * POST .../feedback (multipart).
 *
 * @param base The form's REST base: /wp-json/inkwell-forms/v1/contact-forms/{id}.
 * @param body The form data.
 */
export function sendFeedback(
	base: string,
	body: FormData
): Promise< Answer > {
	return call< Answer >( {
		url: `${ base }/feedback`,
		body,
		timeout: UPLOAD_TIMEOUT,
	} );
}

/**
 * GET .../feedback/schema.
 *
 * @param base The form's REST base.
 */
export function fetchSchema( base: string ): Promise< Schema > {
	return call< Schema >( { url: `${ base }/feedback/schema` } );
}

/**
 * GET .../refill: fresh captcha and quiz data.
 *
 * @param base The form's REST base.
 */
export function refill( base: string ): Promise< Challenges > {
	return call< Challenges >( { url: `${ base }/refill` } );
}

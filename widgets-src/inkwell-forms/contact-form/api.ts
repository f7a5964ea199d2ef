/**
 * The contact form calls of SPEC 7.4, with plain fetch.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
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
 * Fetches and parses JSON; network failures and non-JSON answers become FormCallError.
 *
 * @param url  Address.
 * @param init Fetch options.
 */
async function call< T >( url: string, init?: RequestInit ): Promise< T > {
	let response: Response;
	try {
		response = await fetch( url, {
			credentials: 'same-origin',
			headers: { Accept: 'application/json' },
			...init,
		} );
	} catch {
		throw new FormCallError(
			'fetch_error',
			__( 'You are probably offline.', 'inkwell-forms' )
		);
	}
	let data: unknown;
	try {
		data = await response.json();
	} catch {
		throw new FormCallError(
			'invalid_json',
			__( 'The response is not a valid JSON response.', 'inkwell-forms' )
		);
	}
	if ( ! response.ok ) {
		const message = ( data as { message?: unknown } )?.message;
		throw new FormCallError(
			'server_error',
			typeof message === 'string'
				? message
				: __(
						'The response is not a valid JSON response.',
						'inkwell-forms'
					)
		);
	}
	return data as T;
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
	return call< Answer >( `${ base }/feedback`, { method: 'POST', body } );
}

/**
 * GET .../feedback/schema.
 *
 * @param base The form's REST base.
 */
export function fetchSchema( base: string ): Promise< Schema > {
	return call< Schema >( `${ base }/feedback/schema` );
}

/**
 * GET .../refill: fresh captcha and quiz data.
 *
 * @param base The form's REST base.
 */
export function refill( base: string ): Promise< Challenges > {
	return call< Challenges >( `${ base }/refill` );
}

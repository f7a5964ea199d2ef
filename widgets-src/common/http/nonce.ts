/**
 * The logged-in reader's REST nonce ({token} of SPEC 7.1 and 7.3). It lives in the page configuration
 * (window.inkwellConfig, printed for logged-in readers only), so every bundle of the page sends the same
 * one and a refreshed nonce serves them all. Guests have none and never send one.
 */

/**
 * Internal dependencies
 */
import { pageConfig } from '../config';
import { withDeadline } from './deadline';
import { HttpError } from './errors';

/** What WordPress's nonces look like: refreshing accepts nothing else. */
const NONCE_PATTERN = /^[0-9a-f]{10}$/;

let refreshing: Promise< string > | null = null;

/**
 * The current nonce, or '' for guests.
 */
export function currentNonce(): string {
	return pageConfig()?.nonce ?? '';
}

/**
 * Asks WordPress for a fresh nonce (core's admin-ajax.php?action=rest-nonce, the endpoint api-fetch's nonce
 * middleware uses) and keeps it in the page configuration. Calls refused at the same time share one
 * request.
 *
 * @return The fresh nonce; rejects when there is none to have (logged out, no configuration).
 */
export function refreshNonce(): Promise< string > {
	const config = pageConfig();
	if ( ! config?.nonceEndpoint ) {
		return Promise.reject(
			new HttpError( 'status', 'no_nonce_endpoint', 'Not logged in' )
		);
	}
	refreshing ??= withDeadline( {}, async ( signal ) => {
		const response = await fetch( config.nonceEndpoint, {
			credentials: 'same-origin',
			signal,
		} );
		const nonce = ( await response.text() ).trim();
		if ( ! response.ok || ! NONCE_PATTERN.test( nonce ) ) {
			throw new HttpError(
				'status',
				'rest_nonce_refused',
				'No fresh nonce',
				response.status
			);
		}
		config.nonce = nonce;
		return nonce;
	} ).finally( () => {
		refreshing = null;
	} );
	return refreshing;
}

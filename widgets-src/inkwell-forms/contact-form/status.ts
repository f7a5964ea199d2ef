/**
 * Internal dependencies
 */
import type { FormStatus } from './types';

/** Form states of SPEC 4.10 for the statuses the server answers. */
const STATES: Record< string, FormStatus > = {
	validation_failed: 'invalid',
	acceptance_missing: 'unaccepted',
	spam: 'spam',
	aborted: 'aborted',
	mail_sent: 'sent',
	mail_failed: 'failed',
	payment_required: 'payment-required',
};

/**
 * The form state for a server status; other values become custom-* states.
 *
 * @param status The answer's status.
 */
export function stateOf( status: string ): FormStatus {
	return (
		STATES[ status ] ??
		`custom-${ status.replace( /_/g, '-' ).replace( /[^a-z0-9-]/gi, '' ) }`
	);
}

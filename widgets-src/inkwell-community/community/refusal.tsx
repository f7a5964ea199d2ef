/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/** The status of a call refused by the per-person limits of the community actions. */
const TOO_MANY_REQUESTS = 429;

/**
 * What a community control says about a failed call: the message of a rate-limit refusal (the server's
 * own, translated, when the error carries it), or '' for any other failure, which SPEC 8 ignores.
 *
 * @param error What the call rejected with: an error with `status` and `message`, or the client's
 *              `Error( 'HTTP 429' )`.
 */
export function refusalMessage( error: unknown ): string {
	const { status, message } = ( error ?? {} ) as {
		status?: unknown;
		message?: unknown;
	};
	const text = typeof message === 'string' ? message : '';
	if (
		status !== TOO_MANY_REQUESTS &&
		text !== `HTTP ${ TOO_MANY_REQUESTS }`
	) {
		return '';
	}
	return text !== '' && ! /^HTTP \d+$/.test( text )
		? text
		: __(
				'You are doing that too often. Please try again in a little while.',
				'inkwell-community'
			);
}

/**
 * The polite live region beside a control, where a refusal is said; empty (and taking no room) otherwise.
 *
 * @param props         The props.
 * @param props.message The message, or ''.
 */
export function RefusalNotice( { message }: { message: string } ) {
	return (
		<span className="inkwell-refusal" role="status">
			{ message }
		</span>
	);
}

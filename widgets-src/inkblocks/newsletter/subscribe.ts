/**
 * Internal dependencies
 */
import { ajaxJson } from '../../common/http/ajax';
import { EMAIL_PATTERN } from './constants';
import type { SubscribeAnswer, SubscribeFields } from './types';

/**
 * Whether an address passes the client check of SPEC 5.4.
 *
 * @param email The typed address.
 */
export function isValidEmail( email: string ): boolean {
	return EMAIL_PATTERN.test( email.trim() );
}

/**
 * The form-encoded body of SPEC 7.6: action plus data[...] fields (the popup form has no
 * use_target_list_id).
 *
 * @param action The admin-ajax action.
 * @param fields The request fields.
 */
export function subscribeBody(
	action: string,
	fields: SubscribeFields
): URLSearchParams {
	const body = new URLSearchParams( { action } );
	body.append( 'data[email]', fields.email );
	if ( fields.use_target_list_id !== undefined ) {
		body.append(
			'data[use_target_list_id]',
			String( fields.use_target_list_id )
		);
	}
	body.append( 'data[target_list_id]', fields.target_list_id );
	body.append( 'data[data]', fields.data );
	for ( const [ name, value ] of Object.entries( fields.additional ) ) {
		body.append( `data[additional][${ name }]`, value );
	}
	return body;
}

/**
 * Posts a sign-up to admin-ajax and returns its {type, message} answer; rejects on network failure, abort
 * or an answer that is not one.
 *
 * @param ajaxUrl The admin-ajax URL.
 * @param action  The action.
 * @param fields  The request fields.
 * @param signal  Aborts the request when a newer submit starts.
 */
export async function subscribe(
	ajaxUrl: string,
	action: string,
	fields: SubscribeFields,
	signal: AbortSignal
): Promise< SubscribeAnswer > {
	const answer = await ajaxJson< Partial< SubscribeAnswer > >( {
		url: ajaxUrl,
		body: subscribeBody( action, fields ),
		signal,
	} );
	if (
		typeof answer.type !== 'string' ||
		typeof answer.message !== 'string'
	) {
		throw new Error( 'Not a sign-up answer' );
	}
	return { type: answer.type, message: answer.message };
}

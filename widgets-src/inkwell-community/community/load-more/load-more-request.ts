/**
 * Internal dependencies
 */
import { LOAD_MORE_OFFSET } from '../constants';
import type { LoadMoreProps } from './types';

/**
 * The form fields each load-more route takes (SPEC 7.1): /load-more type, offset, user_id, hash;
 * /load-more-stories user_id, hash; /load-more-categories hash.
 *
 * @param props The island's props.
 * @param hash  The current cursor.
 */
export function loadMoreBody(
	props: Pick< LoadMoreProps, 'route' | 'type' | 'userId' >,
	hash: string
): Record< string, string | number > {
	switch ( props.route ) {
		case '/load-more':
			return {
				type: props.type,
				offset: LOAD_MORE_OFFSET,
				user_id: props.userId,
				hash,
			};
		case '/load-more-stories':
			return { user_id: props.userId, hash };
		default:
			return { hash };
	}
}

/**
 * The HTML of an answer, or '' when the list is exhausted (empty data).
 *
 * @param data The answer's data field.
 */
export function answerHtml( data: unknown ): string {
	return Array.isArray( data )
		? data.filter( ( part ) => typeof part === 'string' ).join( '' )
		: '';
}

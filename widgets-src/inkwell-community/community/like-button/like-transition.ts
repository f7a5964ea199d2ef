/**
 * Internal dependencies
 */
import { COMMUNITY_MESSAGES } from '../constants';
import type { LikeTransition } from './types';

/**
 * The button swaps only on the server's confirmation (SPEC 4.1): post-like makes it an unlike
 * button, post-unlike a like button; any other answer changes nothing.
 *
 * @param message The answer's message field.
 */
export function likeTransition( message: unknown ): LikeTransition {
	if ( message === COMMUNITY_MESSAGES.postLike ) {
		return 'liked';
	}
	if ( message === COMMUNITY_MESSAGES.postUnlike ) {
		return 'unliked';
	}
	return null;
}

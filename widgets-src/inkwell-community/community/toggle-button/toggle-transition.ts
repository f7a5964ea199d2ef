/**
 * Internal dependencies
 */
import type { CommunityTogglePath } from '../../../common/api';
import { COMMUNITY_MESSAGES } from '../constants';
import type { ToggleKind } from './types';

/** The call a kind makes to switch the relation on, and off. */
const PATHS: Record<
	ToggleKind,
	[ CommunityTogglePath, CommunityTogglePath ]
> = {
	'follow-user': [ '/user/follow', '/user/unfollow' ],
	'follow-category': [ '/category/follow', '/category/unfollow' ],
	bookmark: [ '/post/bookmark', '/post/unbookmark' ],
	block: [ '/user/block', '/user/unblock' ],
};

/** The confirming messages of the kinds that swap on the message (SPEC 4.1). */
const MESSAGES: Partial< Record< ToggleKind, [ string, string ] > > = {
	'follow-user': [
		COMMUNITY_MESSAGES.userFollow,
		COMMUNITY_MESSAGES.userUnfollow,
	],
	'follow-category': [
		COMMUNITY_MESSAGES.categoryFollow,
		COMMUNITY_MESSAGES.categoryUnfollow,
	],
};

/**
 * The call a button makes from its current state.
 *
 * @param kind   The button's kind.
 * @param active Whether the relation exists now.
 */
export function togglePath(
	kind: ToggleKind,
	active: boolean
): CommunityTogglePath {
	return PATHS[ kind ][ active ? 1 : 0 ];
}

/**
 * The state after a successful answer, or null when the answer confirms nothing: follows swap only on
 * their confirming message; bookmark and block (whose messages SPEC leaves open) flip on any success.
 *
 * @param kind    The button's kind.
 * @param active  Whether the relation existed before the call.
 * @param message The answer's message field.
 */
export function toggleTransition(
	kind: ToggleKind,
	active: boolean,
	message: unknown
): boolean | null {
	const messages = MESSAGES[ kind ];
	if ( ! messages ) {
		return ! active;
	}
	if ( message === messages[ 0 ] ) {
		return true;
	}
	if ( message === messages[ 1 ] ) {
		return false;
	}
	return null;
}

/**
 * Whether a kind shows the 'changed' state instead of swapping its action (SPEC 4.1).
 *
 * @param kind The button's kind.
 */
export function showsChanged( kind: ToggleKind ): boolean {
	return ! MESSAGES[ kind ];
}

/**
 * Keeps the two faces of a reader's subscription to a story's responses in step on the page: the
 * "notify me of new responses" control and the comment form's checkbox (both change the same server state).
 */

/** Dispatched on document when the subscription of a story changed (detail: SubscriptionChange). */
export const SUBSCRIPTION_EVENT = 'inkwell:comment-subscription';

export type SubscriptionChange = { postId: number; subscribed: boolean };

/**
 * Says that the subscription to a story's responses changed.
 *
 * @param change What changed.
 */
export function announceSubscription( change: SubscriptionChange ): void {
	document.dispatchEvent(
		new CustomEvent< SubscriptionChange >( SUBSCRIPTION_EVENT, {
			detail: change,
		} )
	);
}

/**
 * Calls `listener` on every change of a story's subscription.
 *
 * @param postId   The story.
 * @param listener Gets the new state.
 * @return Stops listening.
 */
export function onSubscription(
	postId: number,
	listener: ( subscribed: boolean ) => void
): () => void {
	const handle = ( event: Event ) => {
		const change = ( event as CustomEvent< SubscriptionChange > ).detail;
		if ( change?.postId === postId ) {
			listener( change.subscribed );
		}
	};
	document.addEventListener( SUBSCRIPTION_EVENT, handle );
	return () => document.removeEventListener( SUBSCRIPTION_EVENT, handle );
}

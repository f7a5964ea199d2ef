/**
 * Internal dependencies
 */
import {
	announceSubscription,
	onSubscription,
} from '../../common/comment-subscription';

/** The comment form's "notify me of new responses" checkbox (Subscription_Field on the server). */
const CHECKBOX = 'input[type="checkbox"][data-inkwell-subscribe-post]';

/**
 * The subscription checkbox of a comment form, if the reader has one (logged in, under an article).
 *
 * @param form The comment form.
 */
function checkboxOf( form: HTMLFormElement ): HTMLInputElement | null {
	return form.querySelector< HTMLInputElement >( CHECKBOX );
}

/**
 * Ticks or unticks the form's checkbox whenever the separate control changes the subscription.
 *
 * @param form The comment form.
 */
export function followSubscription( form: HTMLFormElement ): void {
	const box = checkboxOf( form );
	if ( box ) {
		onSubscription( Number( box.dataset.inkwellSubscribePost ), ( on ) => {
			box.checked = on;
		} );
	}
}

/**
 * What a successful post did to the subscription, read before it is sent: the server subscribes when the
 * box is ticked and unsubscribes when it is not. Call the result after the form was cleared (SPEC 4.6
 * unchecks every checkbox): the box and the control then show the state the server keeps.
 *
 * @param form The comment form about to be posted.
 * @return Announces the new state; does nothing for a form without the checkbox.
 */
export function subscriptionAfterPost( form: HTMLFormElement ): () => void {
	const box = checkboxOf( form );
	if ( ! box ) {
		return () => undefined;
	}
	const change = {
		postId: Number( box.dataset.inkwellSubscribePost ),
		subscribed: box.checked,
	};
	return () => announceSubscription( change );
}

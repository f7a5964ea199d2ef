/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { communityCall } from '../../../common/api';
import {
	announceSubscription,
	onSubscription,
} from '../../../common/comment-subscription';
import type { CommunityHtmlAnswer } from '../../../common/types';
import { answerHtml } from '../load-more/load-more-request';
import { RefusalNotice, refusalMessage } from '../refusal';
import type { CommentSubscriptionProps } from './types';

// Set when a control replaces itself, so that the control mounted from the server's HTML takes the focus.
let focusReplacement = false;

/**
 * Subscribe to / unsubscribe from the comments of a post (SPEC 4.3): on success the whole control is
 * replaced by the HTML the server returns (which mounts as a fresh island). Failures leave it as it was,
 * and a refusal of the per-person limit is said in a polite live region beside it.
 *
 * @param props The island's props.
 */
export function CommentSubscription( props: CommentSubscriptionProps ) {
	const [ subscribed, setSubscribed ] = useState( props.subscribed );
	const [ pending, setPending ] = useState( false );
	const [ refusal, setRefusal ] = useState( '' );
	const button = useRef< HTMLButtonElement >( null );

	// The comment form's checkbox changes the same subscription.
	useEffect(
		() => onSubscription( props.postId, setSubscribed ),
		[ props.postId ]
	);

	useEffect( () => {
		if ( focusReplacement ) {
			focusReplacement = false;
			button.current?.focus();
		}
	}, [] );

	const toggle = async () => {
		if ( pending ) {
			return;
		}
		setPending( true );
		setRefusal( '' );
		try {
			const answer = await communityCall< CommunityHtmlAnswer >(
				subscribed
					? '/notification/unsubscribe-comments'
					: '/notification/subscribe-comments',
				{ post: props.postId }
			);
			const html = answerHtml( answer.data );
			const root = button.current?.closest( '[data-inkwell-island]' );
			if ( answer.code === 'success' && html !== '' && root ) {
				const template = document.createElement( 'template' );
				template.innerHTML = html;
				const replacement = template.content.firstElementChild;
				if ( replacement ) {
					announceSubscription( {
						postId: props.postId,
						subscribed: ! subscribed,
					} );
					focusReplacement = true;
					root.replaceWith( replacement );
					return;
				}
			}
		} catch ( error ) {
			// SPEC 8: the control stays as it was; only a rate-limit refusal is said.
			setRefusal( refusalMessage( error ) );
		}
		setPending( false );
	};

	return (
		<>
			<button
				ref={ button }
				type="button"
				className={ `inkwell-toggle-button is-comment-subscription${
					subscribed ? ' is-active' : ''
				}${ pending ? ' is-loading' : '' }` }
				aria-pressed={ subscribed }
				aria-busy={ pending }
				disabled={ pending }
				onClick={ toggle }
			>
				{ subscribed
					? __( 'Stop response notifications', 'inkwell-community' )
					: __( 'Notify me of new responses', 'inkwell-community' ) }
			</button>
			<RefusalNotice message={ refusal } />
		</>
	);
}

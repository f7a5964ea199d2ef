/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { communityCall } from '../../../common/api';
import type { CommunityHtmlAnswer } from '../../../common/types';
import { answerHtml, loadMoreBody } from './load-more-request';
import type { LoadMoreProps } from './types';

/**
 * The 'more' button of a profile or feed list (SPEC 4.4): appends the answer's HTML to its list and
 * takes the next cursor from the first new item; hides itself on an empty answer. Failures are ignored.
 *
 * @param props The island's props.
 */
export function LoadMore( props: LoadMoreProps ) {
	const [ hash, setHash ] = useState( props.hash );
	const [ pending, setPending ] = useState( false );
	const [ done, setDone ] = useState( false );

	const more = async () => {
		if ( pending ) {
			return;
		}
		setPending( true );
		try {
			const answer = await communityCall< CommunityHtmlAnswer >(
				props.route,
				loadMoreBody( props, hash )
			);
			const html = answerHtml( answer.data );
			const list = document.getElementById( props.list );
			if ( html === '' || ! list ) {
				setDone( true );
				return;
			}
			const last = list.lastElementChild;
			list.insertAdjacentHTML( 'beforeend', html );
			const first = last
				? last.nextElementSibling
				: list.firstElementChild;
			const next = first?.getAttribute( 'data-inkwell-cursor' );
			if ( next ) {
				setHash( next );
			}
			// Keyboard users continue from the first new item.
			first?.querySelector< HTMLElement >( 'a, button' )?.focus();
		} catch {
			// SPEC 8: a failed community call is ignored.
		} finally {
			setPending( false );
		}
	};

	if ( done ) {
		return null;
	}
	return (
		<button
			type="button"
			className={ `inkwell-more__button${ pending ? ' is-loading' : '' }` }
			aria-controls={ props.list }
			aria-busy={ pending }
			disabled={ pending }
			onClick={ more }
		>
			{ __( 'More', 'inkwell-community' ) }
		</button>
	);
}

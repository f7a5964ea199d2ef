/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { communityCall } from '../../../common/api';
import { RefusalNotice, refusalMessage } from '../refusal';
import { LIKE_COUNT_ANIMATION_DELAY } from '../constants';
import { likeTransition } from './like-transition';
import type { LikeButtonProps } from './types';

/**
 * The like / unlike toggle of an article (SPEC 4.1): disabled and loading while the call runs, swapped
 * only on the confirmed message, +1 after the like animation, -1 on unlike; failures leave it as it was,
 * and a refusal of the per-person limit is said in a polite live region beside it. Its name stays "Like"
 * (aria-pressed says it is liked), and it is aria-disabled, not disabled, while the call runs, so it keeps
 * the keyboard focus.
 *
 * @param props The island's props.
 */
export function LikeButton( props: LikeButtonProps ) {
	const [ liked, setLiked ] = useState( props.liked );
	const [ count, setCount ] = useState( props.count );
	const [ pending, setPending ] = useState( false );
	const [ animating, setAnimating ] = useState( false );
	const [ refusal, setRefusal ] = useState( '' );
	const timer = useRef< number | undefined >( undefined );

	useEffect( () => () => window.clearTimeout( timer.current ), [] );

	const toggle = async () => {
		if ( pending ) {
			return;
		}
		setPending( true );
		setRefusal( '' );
		try {
			const answer = await communityCall(
				liked ? '/post/unlike' : '/post/like',
				{ id: props.postId }
			);
			const transition = likeTransition( answer.message );
			if ( transition === 'liked' ) {
				setLiked( true );
				setAnimating( true );
				timer.current = window.setTimeout( () => {
					setCount( ( value ) => value + 1 );
					setAnimating( false );
				}, LIKE_COUNT_ANIMATION_DELAY );
			} else if ( transition === 'unliked' ) {
				setLiked( false );
				setCount( ( value ) => Math.max( 0, value - 1 ) );
			}
		} catch ( error ) {
			// SPEC 8: the button stays as it was; only a rate-limit refusal is said.
			setRefusal( refusalMessage( error ) );
		} finally {
			setPending( false );
		}
	};

	const classes = [ 'inkwell-like-button' ];
	if ( liked ) {
		classes.push( 'is-liked' );
	}
	if ( pending ) {
		classes.push( 'is-loading' );
	}
	if ( animating ) {
		classes.push( 'is-animating' );
	}

	return (
		<>
			<button
				type="button"
				className={ classes.join( ' ' ) }
				aria-pressed={ liked }
				aria-busy={ pending }
				aria-disabled={ pending }
				onClick={ toggle }
			>
				<svg
					className="inkwell-like-button__icon"
					viewBox="0 0 24 24"
					width="20"
					height="20"
					aria-hidden="true"
					focusable="false"
				>
					<path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.1 0 3.6 1.2 4.4 2.5l1 1.4 1-1.4c.8-1.3 2.3-2.5 4.4-2.5 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z" />
				</svg>
				<span className="inkwell-like-button__label">
					{ __( 'Like', 'inkwell-community' ) }
				</span>
				<span className="inkwell-like-button__count">{ count }</span>
			</button>
			<RefusalNotice message={ refusal } />
		</>
	);
}

/**
 * External dependencies
 */
import type { CSSProperties } from 'react';

/**
 * WordPress dependencies
 */
import {
	useCallback,
	useEffect,
	useId,
	useRef,
	useState,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	CLOSE_AFTER_FORM_SUCCESS,
	CLOSE_EVENT,
	dialogId,
	HIDE_ANIMATION,
	OPEN_EVENT,
	SHOW_ANIMATION,
} from './constants';
import {
	dialogsClosed,
	openerFor,
	showDialog,
	type ShownDialog,
} from '../../common/dialog';
import { FORM_SUCCESS_EVENT } from '../../common/form-success';
import { fetchContent } from './content';
import { disablePopup, isDisabled } from './storage';
import { watchElementTriggers, watchTrigger } from './triggers';
import type { PopupProps } from './types';

type State = 'hidden' | 'loading' | 'shown';

/** The show and hide animations' durations (SPEC 9), for the stylesheet. */
const ANIMATION_DURATIONS = {
	'--inkblocks-popup-show': `${ SHOW_ANIMATION }ms`,
	'--inkblocks-popup-hide': `${ HIDE_ANIMATION }ms`,
} as CSSProperties;

/**
 * A popup (SPEC 4.11): hidden until its trigger fires, then a modal <dialog> (common/dialog) with focus
 * inside and returned on close; closed by its close control, Escape, a backdrop click when set, or 3 s after
 * a form inside it succeeded; 'Do not show again' stores the disable with its show-again date. One that
 * opens on its own waits until the dialog the reader is using has closed.
 *
 * @param props The island's props.
 */
export function Popup( props: PopupProps ) {
	const { id, settings } = props;
	const titleId = useId();
	const [ state, setState ] = useState< State >( 'hidden' );
	const [ html, setHtml ] = useState( props.content );
	const [ error, setError ] = useState( '' );
	const dialog = useRef< HTMLDialogElement >( null );
	const shown = useRef< ShownDialog | null >( null );
	const opener = useRef< HTMLElement | null >( null );
	const constantly = useRef( false );
	const timers = useRef< number[] >( [] );
	// Set from the moment a trigger fires until the popup is hidden again: a trigger firing meanwhile is ignored.
	const busy = useRef( false );

	const open = useCallback(
		async ( customContent = '', source?: Element ) => {
			if ( busy.current || isDisabled( id, Date.now() ) ) {
				return;
			}
			busy.current = true;
			await dialogsClosed( source );
			// The dialog is not rendered yet: what has focus now is outside it, on the page.
			opener.current = openerFor( document, source );
			constantly.current = false;
			if ( settings[ 'show-once' ] ) {
				disablePopup( id, '', Date.now() );
			}
			document.dispatchEvent(
				new CustomEvent( OPEN_EVENT, { detail: { popupId: id } } )
			);
			// Content named by the trigger element, or another post's content, is asked for at every opening.
			const perTrigger =
				customContent !== '' ||
				settings[ 'content-type' ] === 'post-content';
			if (
				perTrigger ||
				( settings[ 'use-ajax' ] &&
					( settings[ 'force-ajax' ] || ! html ) )
			) {
				setState( 'loading' );
				setError( '' );
				try {
					const result = await fetchContent(
						props.ajaxUrl,
						id,
						customContent,
						settings[ 'force-ajax' ]
					);
					if ( 'html' in result ) {
						setHtml( result.html );
					} else {
						setError( result.error );
					}
				} catch {
					setError(
						__( 'This popup could not be loaded.', 'inkblocks' )
					);
				}
				if ( ! busy.current ) {
					return; // Closed while its content was loading.
				}
			}
			setState( 'shown' );
		},
		[ id, settings, html, props.ajaxUrl ]
	);

	const close = useCallback(
		( forGood: boolean ) => {
			if ( ! shown.current ) {
				return;
			}
			if ( forGood ) {
				disablePopup( id, settings[ 'show-again-delay' ], Date.now() );
			}
			constantly.current = forGood;
			shown.current.close();
		},
		[ id, settings ]
	);

	useEffect( () => {
		if ( isDisabled( id, Date.now() ) ) {
			return undefined;
		}
		const stopTrigger = props.attachedOnly
			? () => undefined
			: watchTrigger( settings, open );
		const stopElements = watchElementTriggers( id, open );
		return () => {
			stopTrigger();
			stopElements();
		};
		// The trigger is watched once per mount; open() reads the current state through refs.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	useEffect(
		() => () => timers.current.forEach( ( t ) => window.clearTimeout( t ) ),
		[]
	);

	// The dialog shows as a modal once rendered; closed by any means, the popup is hidden again.
	useEffect( () => {
		if ( state === 'hidden' || shown.current || ! dialog.current ) {
			return;
		}
		shown.current = showDialog( dialog.current, {
			opener: opener.current,
			lockScroll: settings[ 'prevent-scrolling' ],
			closeOnBackdrop: settings[ 'close-on-overlay-click' ],
			hideDuration: settings.animation === 'none' ? 0 : HIDE_ANIMATION,
			onClose: () => {
				shown.current = null;
				document.dispatchEvent(
					new CustomEvent( CLOSE_EVENT, {
						detail: { popupId: id, constantly: constantly.current },
					} )
				);
				setState( 'hidden' );
				busy.current = false;
			},
		} );
	}, [ state, id, settings ] );

	// A form inside that succeeded (a contact form, a newsletter with close_popup_when_success) closes the
	// popup after 3 s.
	useEffect( () => {
		const element = dialog.current;
		if ( ! element || state !== 'shown' ) {
			return undefined;
		}
		const succeeded = () =>
			timers.current.push(
				window.setTimeout(
					() => close( false ),
					CLOSE_AFTER_FORM_SUCCESS
				)
			);
		element.addEventListener( FORM_SUCCESS_EVENT, succeeded );
		return () =>
			element.removeEventListener( FORM_SUCCESS_EVENT, succeeded );
	}, [ state, close ] );

	if ( state === 'hidden' ) {
		return null;
	}

	return (
		<dialog
			ref={ dialog }
			id={ dialogId( id ) }
			className={ `inkblocks-popup has-animation-${
				settings.animation || 'fade'
			}` }
			aria-labelledby={ titleId }
			aria-busy={ state === 'loading' }
			data-state={ state }
			tabIndex={ -1 }
			style={ ANIMATION_DURATIONS }
		>
			<h2 id={ titleId } className="inkblocks-popup__title">
				{ props.title }
			</h2>
			{ state === 'loading' && (
				<p className="inkblocks-popup__loading">
					{ __( 'Loading…', 'inkblocks' ) }
				</p>
			) }
			{ error && <h3 className="inkblocks-popup__error">{ error }</h3> }
			{ state === 'shown' && ! error && (
				<div
					className="inkblocks-popup__content"
					// The popup's own blocks, rendered by the server.
					dangerouslySetInnerHTML={ { __html: html } }
				/>
			) }
			<div className="inkblocks-popup__actions">
				<button
					type="button"
					className="inkblocks-popup__never"
					onClick={ () => close( true ) }
				>
					{ __( 'Do not show again', 'inkblocks' ) }
				</button>
				<button
					type="button"
					className="inkblocks-popup__close"
					onClick={ () => close( false ) }
				>
					{ __( 'Close', 'inkblocks' ) }
				</button>
			</div>
		</dialog>
	);
}

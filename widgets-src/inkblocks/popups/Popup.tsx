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
} from './constants';
import { FOCUSABLE } from '../../common/focusable';
import { prefersReducedMotion } from '../../common/reduced-motion';
import { fetchContent } from './content';
import { disablePopup, isDisabled } from './storage';
import { watchElementTriggers, watchTrigger } from './triggers';
import type { PopupProps } from './types';

type State = 'hidden' | 'loading' | 'shown';

/**
 * A popup (SPEC 4.11): hidden until its trigger fires, then an accessible modal dialog with focus kept
 * inside and returned on close; closed by its close control, Escape, an overlay click when set, or 3 s after
 * a form inside it succeeded; 'Do not show again' stores the disable with its show-again date.
 *
 * @param props The island's props.
 */
export function Popup( props: PopupProps ) {
	const { id, settings } = props;
	const titleId = useId();
	const [ state, setState ] = useState< State >( 'hidden' );
	const [ leaving, setLeaving ] = useState( false );
	const [ html, setHtml ] = useState( props.content );
	const [ error, setError ] = useState( '' );
	const dialog = useRef< HTMLDivElement >( null );
	const returnTo = useRef< HTMLElement | null >( null );
	const timers = useRef< number[] >( [] );
	const stateRef = useRef< State >( 'hidden' );
	stateRef.current = state;

	const open = useCallback(
		async ( customContent = '', source?: Element ) => {
			if (
				stateRef.current !== 'hidden' ||
				isDisabled( id, Date.now() )
			) {
				return;
			}
			// The dialog is not rendered yet: the element that has focus now is outside it, on the page.
			// eslint-disable-next-line @wordpress/no-global-active-element
			const focused = document.activeElement;
			// Opened by hovering or scrolling to an element: focus goes back to that element's control.
			const control = source?.matches( FOCUSABLE )
				? source
				: source?.querySelector( FOCUSABLE );
			if ( focused instanceof HTMLElement && focused !== document.body ) {
				returnTo.current = focused;
			} else {
				returnTo.current =
					control instanceof HTMLElement ? control : null;
			}
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
			}
			setState( 'shown' );
		},
		[ id, settings, html, props.ajaxUrl ]
	);

	const close = useCallback(
		( constantly: boolean ) => {
			if ( stateRef.current === 'hidden' ) {
				return;
			}
			if ( constantly ) {
				disablePopup( id, settings[ 'show-again-delay' ], Date.now() );
			}
			document.dispatchEvent(
				new CustomEvent( CLOSE_EVENT, {
					detail: { popupId: id, constantly },
				} )
			);
			setLeaving( true );
			timers.current.push(
				window.setTimeout(
					() => {
						setLeaving( false );
						setState( 'hidden' );
						returnTo.current?.focus();
					},
					prefersReducedMotion() || settings.animation === 'none'
						? 0
						: HIDE_ANIMATION
				)
			);
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

	// Focus moves to the dialog itself when it shows (its fields may still be replaced by their islands);
	// page scrolling stops while it is open when set.
	useEffect( () => {
		if ( state !== 'shown' ) {
			return undefined;
		}
		dialog.current?.focus();
		if ( settings[ 'prevent-scrolling' ] ) {
			document.documentElement.classList.add( 'inkblocks-popup-open' );
			return () =>
				document.documentElement.classList.remove(
					'inkblocks-popup-open'
				);
		}
		return undefined;
	}, [ state, settings ] );

	// A form inside that succeeded (newsletter with close_popup_when_success) closes the popup after 3 s.
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
		element.addEventListener( 'inkblocks:form-success', succeeded );
		return () =>
			element.removeEventListener( 'inkblocks:form-success', succeeded );
	}, [ state, close ] );

	const onKeyDown = ( event: React.KeyboardEvent ) => {
		if ( event.key === 'Escape' ) {
			event.stopPropagation();
			close( false );
			return;
		}
		if ( event.key !== 'Tab' || ! dialog.current ) {
			return;
		}
		const focusable = [
			...dialog.current.querySelectorAll< HTMLElement >( FOCUSABLE ),
		];
		const first = focusable[ 0 ];
		const last = focusable[ focusable.length - 1 ];
		const active = dialog.current.ownerDocument.activeElement;
		if ( ! first || ! last ) {
			event.preventDefault();
			return;
		}
		if (
			event.shiftKey &&
			( active === first || active === dialog.current )
		) {
			event.preventDefault();
			last.focus();
		} else if ( ! event.shiftKey && active === last ) {
			event.preventDefault();
			first.focus();
		}
	};

	if ( state === 'hidden' ) {
		return null;
	}

	const classes = [
		'inkblocks-popup__overlay',
		`has-animation-${ settings.animation || 'fade' }`,
	];
	if ( leaving ) {
		classes.push( 'is-leaving' );
	}

	return (
		// The overlay is a pointer convenience; the keyboard has Escape and the close button.
		// eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
		<div
			className={ classes.join( ' ' ) }
			data-state={ state }
			onClick={ ( event ) => {
				if (
					event.target === event.currentTarget &&
					settings[ 'close-on-overlay-click' ]
				) {
					close( false );
				}
			} }
		>
			{ /* A modal dialog handles its own keys: Escape closes, Tab stays inside. */ }
			{ /* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */ }
			<div
				ref={ dialog }
				id={ dialogId( id ) }
				className="inkblocks-popup__dialog"
				role="dialog"
				aria-modal="true"
				aria-labelledby={ titleId }
				aria-busy={ state === 'loading' }
				tabIndex={ -1 }
				onKeyDown={ onKeyDown }
			>
				<h2 id={ titleId } className="inkblocks-popup__title">
					{ props.title }
				</h2>
				{ state === 'loading' && (
					<p className="inkblocks-popup__loading">
						{ __( 'Loading…', 'inkblocks' ) }
					</p>
				) }
				{ error && (
					<h3 className="inkblocks-popup__error">{ error }</h3>
				) }
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
			</div>
		</div>
	);
}

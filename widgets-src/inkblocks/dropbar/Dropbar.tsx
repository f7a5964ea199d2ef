/**
 * WordPress dependencies
 */
import { useEffect, useMemo, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { PanelContent, useServerSlots } from '../../common/panel-content';
import { hoverIntent } from './hover';
import type { DropbarProps } from './types';

/**
 * A dropbar (SPEC 4.13): open ↔ closed, on hover (closing hide_delay ms after the pointer leaves) or on
 * click; the button always toggles it (touch, keyboard); a click outside, Escape or focus leaving closes it.
 *
 * @param props The island's props.
 */
export function Dropbar( props: DropbarProps ) {
	const slots = useServerSlots( props.root );
	const [ open, setOpen ] = useState( false );
	const wrapper = useRef< HTMLDivElement >( null );
	const button = useRef< HTMLButtonElement >( null );
	const hover = useMemo(
		() => hoverIntent( setOpen, props.hide_delay ),
		[ props.hide_delay ]
	);
	const dropId = `${ props.root }-drop`;

	useEffect( () => () => hover.cancel(), [ hover ] );

	useEffect( () => {
		if ( ! open ) {
			return undefined;
		}
		const onPointerDown = ( event: PointerEvent ) => {
			if (
				event.target instanceof Node &&
				! wrapper.current?.contains( event.target )
			) {
				setOpen( false );
			}
		};
		// Escape closes it wherever focus is (a hover-opened drop may not hold it); focus inside returns
		// to the button.
		const onKeyDown = ( event: KeyboardEvent ) => {
			if ( event.key !== 'Escape' ) {
				return;
			}
			const active = wrapper.current?.ownerDocument.activeElement;
			if ( active && wrapper.current?.contains( active ) ) {
				button.current?.focus();
			}
			setOpen( false );
		};
		document.addEventListener( 'pointerdown', onPointerDown );
		document.addEventListener( 'keydown', onKeyDown );
		return () => {
			document.removeEventListener( 'pointerdown', onPointerDown );
			document.removeEventListener( 'keydown', onKeyDown );
		};
	}, [ open ] );

	// Hover is a mouse thing: touch and keyboard open and close with the button.
	const mouse = ( handler: () => void ) => ( event: React.PointerEvent ) => {
		if ( event.pointerType === 'mouse' ) {
			handler();
		}
	};
	const hoverProps =
		props.mode === 'hover'
			? {
					onPointerEnter: mouse( hover.enter ),
					onPointerLeave: mouse( hover.leave ),
				}
			: {};
	const pointer = useRef( '' );

	return (
		// Hover (mouse only) and focus leaving are conveniences; the button is the control.

		<div
			ref={ wrapper }
			className={ `inkblocks-dropbar__inner${ open ? ' is-open' : '' }` }
			{ ...hoverProps }
			onBlur={ ( event ) => {
				if (
					event.relatedTarget instanceof Node &&
					! event.currentTarget.contains( event.relatedTarget )
				) {
					setOpen( false );
				}
			} }
		>
			<button
				ref={ button }
				type="button"
				className="inkblocks-dropbar__button"
				aria-expanded={ open }
				aria-controls={ dropId }
				onPointerDown={ ( event ) => {
					pointer.current = event.pointerType;
				} }
				onClick={ ( event ) => {
					hover.cancel();
					// In hover mode a mouse click keeps the open drop open; keys (detail 0) and taps toggle.
					const hovering =
						props.mode === 'hover' &&
						event.detail > 0 &&
						pointer.current === 'mouse';
					setOpen( ( value ) => hovering || ! value );
				} }
			>
				<span
					className="inkblocks-dropbar__label"
					// Inline HTML typed with RichText, kept to inline tags by the server.
					dangerouslySetInnerHTML={ { __html: props.label } }
				/>
				<span className="inkblocks-dropbar__icon" aria-hidden="true" />
			</button>
			<div
				id={ dropId }
				className="inkblocks-dropbar__drop"
				hidden={ ! open }
			>
				<PanelContent
					className="inkblocks-dropbar__content"
					nodes={ slots.get( 'drop' ) }
				/>
			</div>
		</div>
	);
}

/**
 * External dependencies
 */
import type { CSSProperties } from 'react';

/**
 * WordPress dependencies
 */
import { useId, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { inertWhen } from './inert';
import { ScratchCover } from './ScratchCover';
import { useFocusOnReveal } from './use-focus-on-reveal';
import type { FlipBoxProps, SwitchType } from './types';

/**
 * The words of inline HTML, for the scratch cover, which draws text.
 *
 * @param html Inline HTML.
 */
function plainText( html: string ): string {
	return (
		new DOMParser().parseFromString( html, 'text/html' ).body.textContent ??
		''
	);
}

/** Switch types that turn on hover and keyboard focus (and on a tap, for touch screens). */
const HOVER_TYPES: SwitchType[] = [ 'hover', 'fold', 'peel', 'slide-out' ];

/**
 * The flip box island (SPEC 4.13): front ↔ flipped. hover, fold, peel and slide-out switch while the
 * pointer or the keyboard focus is on the card (a tap toggles on touch screens); click switches on each
 * click; toggle has a labelled switch; scratch uncovers the back when 75% of the front is scratched. The
 * hidden face is inert, so its link is only reachable when it shows. Texts are inline HTML that the server
 * cleaned (Rich_Text::inline).
 *
 * @param props The island's props.
 */
export function FlipBox( props: FlipBoxProps ) {
	const { switchType, front, back } = props;
	const id = useId();
	const [ flipped, setFlipped ] = useState( false );
	const [ hovered, setHovered ] = useState( false );
	const [ focused, setFocused ] = useState( false );
	const hoverType = HOVER_TYPES.includes( switchType );
	const shown = hoverType ? flipped || hovered || focused : flipped;
	const reveal = useFocusOnReveal< HTMLDivElement >( shown );

	const face = ( side: 'front' | 'back', visible: boolean ) => (
		<div
			className={ `inkblocks-flip-box__face is-${ side }` }
			style={
				{
					'--inkblocks-face-color': props[ side ].color,
				} as CSSProperties
			}
			aria-hidden={ ! visible }
			// Only a scratched back takes the focus (from the gone "Reveal" button); a hovered back must
			// not keep a click's focus, or the card would stay flipped.
			tabIndex={
				side === 'back' && visible && switchType === 'scratch'
					? -1
					: undefined
			}
			ref={ ( element ) => {
				if ( side === 'back' ) {
					reveal.content.current = element;
				}
				inertWhen( ! visible )( element );
			} }
		>
			{ side === 'front' ? (
				<>
					{ front.image && (
						<img
							className="inkblocks-flip-box__image"
							src={ front.image }
							alt=""
						/>
					) }
					<h3
						className="inkblocks-flip-box__title"
						dangerouslySetInnerHTML={ { __html: front.title } }
					/>
					{ front.text && (
						<p
							className="inkblocks-flip-box__text"
							dangerouslySetInnerHTML={ { __html: front.text } }
						/>
					) }
				</>
			) : (
				<>
					{ back.title && (
						<h3
							className="inkblocks-flip-box__title"
							dangerouslySetInnerHTML={ { __html: back.title } }
						/>
					) }
					{ back.text && (
						<p
							className="inkblocks-flip-box__text"
							dangerouslySetInnerHTML={ { __html: back.text } }
						/>
					) }
					{ back.buttonText && back.buttonUrl && (
						<a
							className="inkblocks-flip-box__button"
							href={ back.buttonUrl }
							dangerouslySetInnerHTML={ {
								__html: back.buttonText,
							} }
						/>
					) }
				</>
			) }
		</div>
	);

	return (
		<div
			className={ `inkblocks-flip-box__card is-${ switchType } is-${
				props.direction
			}${ shown ? ' is-flipped' : '' }` }
			onPointerEnter={ ( event ) =>
				hoverType && event.pointerType === 'mouse' && setHovered( true )
			}
			onPointerLeave={ () => setHovered( false ) }
			onFocus={ () => hoverType && setFocused( true ) }
			onBlur={ ( event ) =>
				! event.currentTarget.contains(
					event.relatedTarget as Node | null
				) && setFocused( false )
			}
		>
			{ /* First, so Tab goes from it to the back's link. */ }
			{ switchType !== 'toggle' && switchType !== 'scratch' && (
				<button
					type="button"
					className="inkblocks-flip-box__switch"
					aria-pressed={ shown }
					aria-controls={ id }
					onClick={ () => setFlipped( ! flipped ) }
				>
					<span className="screen-reader-text">
						{ __( 'Show the back', 'inkblocks' ) }
					</span>
				</button>
			) }
			<div className="inkblocks-flip-box__inner" id={ id }>
				{ /* Scratch draws the front on its cover, over the back. */ }
				{ face( 'front', ! shown && switchType !== 'scratch' ) }
				{ face( 'back', shown ) }
				{ switchType === 'scratch' && (
					<ScratchCover
						color={ front.color }
						text={ plainText( front.title ) }
						brushSize={ 40 }
						onComplete={ ( byButton ) => {
							reveal.opened( byButton );
							setFlipped( true );
						} }
					/>
				) }
			</div>
			{ switchType === 'toggle' && (
				<label
					className="inkblocks-flip-box__toggle"
					htmlFor={ `${ id }-switch` }
				>
					<input
						id={ `${ id }-switch` }
						type="checkbox"
						role="switch"
						checked={ flipped }
						aria-controls={ id }
						onChange={ ( event ) =>
							setFlipped( event.target.checked )
						}
					/>
					<span>{ __( 'Show the back', 'inkblocks' ) }</span>
				</label>
			) }
		</div>
	);
}

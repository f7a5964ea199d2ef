/**
 * External dependencies
 */
import type { PointerEvent } from 'react';

/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { isScratchComplete, scratchedShare } from './scratch';

/**
 * A cover drawn on a canvas over its parent, scratched away with the mouse, a pen or a finger (pointer
 * events); at 75% scratched it opens completely. Keyboard users open it with its "Reveal" button, which
 * then goes: the parent moves the focus to what it revealed.
 *
 * @param props            Cover props.
 * @param props.color      Cover colour.
 * @param props.text       Text printed on the cover.
 * @param props.brushSize  Brush diameter in px.
 * @param props.onComplete Called once, when the cover is open; byButton when its button opened it.
 */
export function ScratchCover( props: {
	color: string;
	text: string;
	brushSize: number;
	onComplete: ( byButton: boolean ) => void;
} ) {
	const canvas = useRef< HTMLCanvasElement >( null );
	const last = useRef< { x: number; y: number } | null >( null );
	const strokes = useRef( 0 );
	const [ done, setDone ] = useState( false );
	const [ share, setShare ] = useState( 0 );

	useEffect( () => {
		const element = canvas.current;
		const context = element?.getContext( '2d' );
		if ( ! element || ! context ) {
			return;
		}
		const { width, height } = element.getBoundingClientRect();
		element.width = Math.max( 1, Math.round( width ) );
		element.height = Math.max( 1, Math.round( height ) );
		context.fillStyle = props.color;
		context.fillRect( 0, 0, element.width, element.height );
		context.fillStyle = '#fff';
		context.font = '600 20px system-ui, sans-serif';
		context.textAlign = 'center';
		context.textBaseline = 'middle';
		context.fillText( props.text, element.width / 2, element.height / 2 );
		context.globalCompositeOperation = 'destination-out';
		context.lineCap = 'round';
		context.lineJoin = 'round';
		context.lineWidth = props.brushSize;
	}, [ props.color, props.text, props.brushSize ] );

	const complete = ( byButton = false ) => {
		if ( ! done ) {
			setDone( true );
			props.onComplete( byButton );
		}
	};

	const point = ( event: PointerEvent< HTMLCanvasElement > ) => {
		const rect = event.currentTarget.getBoundingClientRect();
		return { x: event.clientX - rect.left, y: event.clientY - rect.top };
	};

	const measure = () => {
		const element = canvas.current;
		const context = element?.getContext( '2d' );
		if ( ! element || ! context ) {
			return;
		}
		const { data } = context.getImageData(
			0,
			0,
			element.width,
			element.height
		);
		const next = scratchedShare( data, element.width, element.height );
		setShare( next );
		if ( isScratchComplete( next ) ) {
			complete();
		}
	};

	const scratch = ( event: PointerEvent< HTMLCanvasElement > ) => {
		const context = event.currentTarget.getContext( '2d' );
		const from = last.current;
		if ( ! context || ! from ) {
			return;
		}
		const to = point( event );
		context.beginPath();
		context.moveTo( from.x, from.y );
		context.lineTo( to.x + 0.01, to.y );
		context.stroke();
		last.current = to;
		// Measured now and then while scratching, so the cover opens as soon as 75% is reached.
		strokes.current++;
		if ( strokes.current % 8 === 0 ) {
			measure();
		}
	};

	return (
		<div className={ `inkblocks-scratch-cover${ done ? ' is-done' : '' }` }>
			<canvas
				ref={ canvas }
				className="inkblocks-scratch-cover__canvas"
				aria-hidden="true"
				data-scratched={ Math.round( share * 100 ) }
				onPointerDown={ ( event ) => {
					event.currentTarget.setPointerCapture( event.pointerId );
					last.current = point( event );
					scratch( event );
				} }
				onPointerMove={ scratch }
				onPointerUp={ () => {
					last.current = null;
					measure();
				} }
				onPointerCancel={ () => {
					last.current = null;
					measure();
				} }
			/>
			{ ! done && (
				<button
					type="button"
					className="inkblocks-scratch-cover__reveal"
					onClick={ () => complete( true ) }
				>
					{ __( 'Reveal', 'inkblocks' ) }
				</button>
			) }
		</div>
	);
}

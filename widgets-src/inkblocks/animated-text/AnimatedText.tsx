/**
 * External dependencies
 */
import type { CSSProperties } from 'react';

/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { nextWord } from './rotation';
import type { AnimatedTextProps } from './types';

/**
 * The animated text island: the highlighted word changes every `delay` ms with its effect (letters or the
 * whole word animate in). It waits while the pointer or focus is on it and has a pause button; screen
 * readers read the whole sentence with every word once. Reduced motion: words change without animation.
 *
 * @param props The island's props.
 */
export function AnimatedText( props: AnimatedTextProps ) {
	const { words } = props;
	const [ index, setIndex ] = useState( 0 );
	const [ paused, setPaused ] = useState( false );
	const [ held, setHeld ] = useState( false );

	useEffect( () => {
		const next = nextWord( index, words.length, props.loop );
		if ( paused || held || next === null ) {
			return;
		}
		const timer = window.setTimeout( () => setIndex( next ), props.delay );
		return () => window.clearTimeout( timer );
	}, [ index, paused, held, words.length, props.loop, props.delay ] );

	const word = words[ index ] ?? '';
	return (
		<span
			className="inkblocks-animated-text__inner"
			onPointerEnter={ () => setHeld( true ) }
			onPointerLeave={ () => setHeld( false ) }
		>
			<span className="screen-reader-text">
				{ [ props.before, words.join( ', ' ), props.after ]
					.filter( Boolean )
					.join( ' ' ) }
			</span>
			<span aria-hidden="true">
				{ props.before && (
					<span className="inkblocks-animated-text__before">
						{ props.before }{ ' ' }
					</span>
				) }
				<span
					key={ index }
					className={ `inkblocks-animated-text__word is-${ props.effect }` }
					data-word={ index }
					// Its letters are boxes, which have no direction of their own: the word's script gives it.
					dir="auto"
				>
					{ Array.from( word ).map( ( letter, at ) => (
						<span
							key={ at }
							className="inkblocks-animated-text__letter"
							style={ { '--i': at } as CSSProperties }
						>
							{ letter === ' ' ? '\u00a0' : letter }
						</span>
					) ) }
				</span>
				{ props.after && (
					<span className="inkblocks-animated-text__after">
						{ ' ' }
						{ props.after }
					</span>
				) }
			</span>
			{ words.length > 1 && (
				<button
					type="button"
					className="inkblocks-animated-text__pause"
					aria-pressed={ paused }
					onClick={ () => setPaused( ! paused ) }
					onFocus={ () => setHeld( true ) }
					onBlur={ () => setHeld( false ) }
				>
					<span aria-hidden="true">{ paused ? '▶' : '❚❚' }</span>
					<span className="screen-reader-text">
						{ __( 'Pause the rotating words', 'inkblocks' ) }
					</span>
				</button>
			) }
		</span>
	);
}

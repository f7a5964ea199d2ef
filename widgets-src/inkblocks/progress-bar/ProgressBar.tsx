/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { useEffect, useId, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useEditing } from '../../common/editor/editing';
import { prefersReducedMotion } from '../../common/reduced-motion';
import { PROGRESS_BAR_ANIMATION } from './constants';
import { shouldAnimate } from './progress';
import type { ProgressBarProps } from './types';

/**
 * The progress-bar island: fills from 0 to its value over 1000 ms the first time it comes into view, or
 * shows it filled at once (current above max, reduced motion, and in the editor, which stays calm). The
 * title is inline HTML that the server cleaned (Rich_Text::inline).
 *
 * @param props             The island's props.
 * @param props.renderTitle The editor's in-place title editor, given the title's id.
 */
export function ProgressBar( {
	renderTitle,
	...props
}: ProgressBarProps & { renderTitle?: ( id: string ) => ReactNode } ) {
	const titleId = useId();
	const animate =
		! useEditing() && shouldAnimate( props, prefersReducedMotion() );
	const [ filled, setFilled ] = useState( animate ? 0 : props.percent );
	// Without animation the bar follows its value at once (the editor changes it).
	const width = animate ? filled : props.percent;
	const track = useRef< HTMLDivElement >( null );

	useEffect( () => {
		const element = track.current;
		if ( ! animate || ! element ) {
			return undefined;
		}
		const observer = new IntersectionObserver( ( entries ) => {
			if ( entries.some( ( entry ) => entry.isIntersecting ) ) {
				observer.disconnect();
				setFilled( props.percent );
			}
		} );
		observer.observe( element );
		return () => observer.disconnect();
	}, [ animate, props.percent ] );

	return (
		<>
			<div className="inkblocks-progress-bar__header">
				{ renderTitle ? (
					renderTitle( titleId )
				) : (
					<span
						className="inkblocks-progress-bar__title"
						id={ titleId }
						dangerouslySetInnerHTML={ { __html: props.title } }
					/>
				) }
				{ props.showValue && (
					<span
						className="inkblocks-progress-bar__value"
						aria-hidden="true"
					>
						{ props.label }
					</span>
				) }
			</div>
			<div
				ref={ track }
				className="inkblocks-progress-bar__track"
				role="progressbar"
				aria-labelledby={
					props.title || renderTitle ? titleId : undefined
				}
				aria-label={
					props.title || renderTitle
						? undefined
						: __( 'Progress', 'inkblocks' )
				}
				aria-valuemin={ 0 }
				aria-valuemax={ 100 }
				aria-valuenow={ props.percent }
				aria-valuetext={ props.label }
			>
				<div
					className={ `inkblocks-progress-bar__fill${
						width === props.percent ? ' is-done' : ''
					}` }
					style={ {
						width: `${ width }%`,
						transitionDuration: animate
							? `${ PROGRESS_BAR_ANIMATION }ms`
							: '0ms',
					} }
				/>
			</div>
		</>
	);
}

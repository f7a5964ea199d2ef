/**
 * WordPress dependencies
 */
import { useEffect, useId, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { prefersReducedMotion } from '../../common/reduced-motion';
import { PROGRESS_BAR_ANIMATION } from './constants';
import { shouldAnimate } from './progress';
import type { ProgressBarProps } from './types';

/**
 * The progress-bar island: fills from 0 to its value over 1000 ms the first time it comes into view, or
 * shows it filled at once (current above max, reduced motion).
 *
 * @param props The island's props.
 */
export function ProgressBar( props: ProgressBarProps ) {
	const titleId = useId();
	const animate = shouldAnimate( props, prefersReducedMotion() );
	const [ width, setWidth ] = useState( animate ? 0 : props.percent );
	const track = useRef< HTMLDivElement >( null );

	useEffect( () => {
		const element = track.current;
		if ( ! animate || ! element ) {
			return undefined;
		}
		const observer = new IntersectionObserver( ( entries ) => {
			if ( entries.some( ( entry ) => entry.isIntersecting ) ) {
				observer.disconnect();
				setWidth( props.percent );
			}
		} );
		observer.observe( element );
		return () => observer.disconnect();
	}, [ animate, props.percent ] );

	return (
		<>
			<div className="inkblocks-progress-bar__header">
				<span className="inkblocks-progress-bar__title" id={ titleId }>
					{ props.title }
				</span>
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
				aria-labelledby={ props.title ? titleId : undefined }
				aria-label={
					props.title ? undefined : __( 'Progress', 'inkblocks' )
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

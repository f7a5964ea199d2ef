/**
 * The style of a parallax layer for a scroll position or a pointer position.
 */

/**
 * Internal dependencies
 */
import type { ParallaxType } from './constants';

export interface LayerStyle {
	transform: string;
	filter: string;
	opacity: number;
}

/**
 * How far a section has travelled through the viewport: 0 when its top enters at the bottom, 1 when its
 * bottom leaves at the top.
 *
 * @param top            The section's top relative to the viewport, px.
 * @param height         The section's height, px.
 * @param viewportHeight The viewport's height, px.
 */
export function scrollProgress(
	top: number,
	height: number,
	viewportHeight: number
): number {
	const progress = ( viewportHeight - top ) / ( viewportHeight + height );
	return Math.min( 1, Math.max( 0, progress ) );
}

/**
 * The layer's style. `progress` is the scroll progress (0 to 1, 0.5 when the section is centred);
 * `pointer` is the pointer's position over the section, -1 to 1 on each axis (mouse type only); `speed`
 * is the strength, 0 to 100.
 *
 * @param type      Parallax type.
 * @param progress  Scroll progress.
 * @param speed     Strength, 0 to 100.
 * @param pointer   Pointer position.
 * @param pointer.x Horizontal, -1 (left edge) to 1 (right edge).
 * @param pointer.y Vertical, -1 (top edge) to 1 (bottom edge).
 */
export function layerStyle(
	type: ParallaxType,
	progress: number,
	speed: number,
	pointer: { x: number; y: number } = { x: 0, y: 0 }
): LayerStyle {
	const strength = Math.min( 100, Math.max( 0, speed ) ) / 100;
	// -1 entering, 0 centred, 1 leaving.
	const offset = progress * 2 - 1;
	const still: LayerStyle = { transform: 'none', filter: 'none', opacity: 1 };
	switch ( type ) {
		case 'scroll':
			return {
				...still,
				transform: `translate3d(0, ${ ( offset * strength * 15 ).toFixed( 2 ) }%, 0)`,
			};
		case 'h-scroll':
			return {
				...still,
				transform: `translate3d(${ ( offset * strength * 15 ).toFixed( 2 ) }%, 0, 0)`,
			};
		case 'zoom':
			return {
				...still,
				transform: `scale(${ ( 1 + progress * strength * 0.5 ).toFixed( 3 ) })`,
			};
		case 'rotate':
			return {
				...still,
				transform: `rotate(${ ( offset * strength * 15 ).toFixed( 2 ) }deg) scale(1.4)`,
			};
		case 'blur':
			return {
				...still,
				filter: `blur(${ ( Math.abs( offset ) * strength * 10 ).toFixed( 2 ) }px)`,
			};
		case 'opacity':
			return {
				...still,
				opacity: Number(
					( 1 - Math.abs( offset ) * strength ).toFixed( 3 )
				),
			};
		case 'mouse':
			return {
				...still,
				transform: `translate3d(${ ( -pointer.x * strength * 5 ).toFixed( 2 ) }%, ${ ( -pointer.y * strength * 5 ).toFixed( 2 ) }%, 0)`,
			};
	}
}

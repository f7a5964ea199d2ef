/**
 * The scratched share of a cover: the canvas pixels whose alpha the brush has cleared.
 */

/**
 * Internal dependencies
 */
import { SCRATCH_COMPLETE, SCRATCH_SAMPLE_STEP } from './constants';

/**
 * The share (0 to 1) of transparent pixels in RGBA image data, sampled every `step` pixels in both
 * directions.
 *
 * @param data   RGBA bytes, row by row.
 * @param width  Width in pixels.
 * @param height Height in pixels.
 * @param step   Sampling step in pixels.
 */
export function scratchedShare(
	data: ArrayLike< number >,
	width: number,
	height: number,
	step = SCRATCH_SAMPLE_STEP
): number {
	let sampled = 0;
	let cleared = 0;
	for ( let y = 0; y < height; y += step ) {
		for ( let x = 0; x < width; x += step ) {
			sampled++;
			if ( data[ ( y * width + x ) * 4 + 3 ] === 0 ) {
				cleared++;
			}
		}
	}
	return sampled ? cleared / sampled : 0;
}

/**
 * Whether a share is enough to open the cover completely.
 *
 * @param share Scratched share, 0 to 1.
 */
export function isScratchComplete( share: number ): boolean {
	return share >= SCRATCH_COMPLETE;
}

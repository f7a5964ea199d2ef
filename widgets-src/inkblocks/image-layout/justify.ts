/**
 * Internal dependencies
 */
import type { JustifiedRow } from './types';

/**
 * Splits images into justified rows: images join a row until, at rowHeight, the row would reach the full
 * width; the row's height is then set so it fills the width exactly (a little under rowHeight). The last
 * row, when it cannot fill the width, keeps rowHeight.
 *
 * @param ratios    Each image's width / height.
 * @param width     Width to fill, pixels.
 * @param rowHeight Target row height, pixels.
 * @param gap       Space between images, pixels.
 */
export function justifyRows(
	ratios: number[],
	width: number,
	rowHeight: number,
	gap: number
): JustifiedRow[] {
	const rows: JustifiedRow[] = [];
	let start = 0;
	let sum = 0;
	ratios.forEach( ( ratio, index ) => {
		sum += ratio > 0 ? ratio : 1;
		const gaps = gap * ( index - start );
		if ( sum * rowHeight + gaps >= width ) {
			rows.push( {
				start,
				end: index + 1,
				height: Math.max( 1, ( width - gaps ) / sum ),
			} );
			start = index + 1;
			sum = 0;
		}
	} );
	if ( start < ratios.length ) {
		rows.push( { start, end: ratios.length, height: rowHeight } );
	}
	return rows;
}

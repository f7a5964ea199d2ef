/**
 * Internal dependencies
 */
import { BAR_CHART_LABEL_WRAP } from './constants';

/**
 * Splits a label into lines of at most `width` characters, breaking between words; a word longer than a line
 * is cut. Chart.js draws an array label as several lines.
 *
 * @param label The label.
 * @param width Most characters a line (SPEC 9: 50).
 */
export function wrapLabel(
	label: string,
	width: number = BAR_CHART_LABEL_WRAP
): string[] {
	const lines: string[] = [];
	let line = '';
	for ( const word of label.trim().split( /\s+/ ).filter( Boolean ) ) {
		let rest = word;
		while ( rest.length > width ) {
			if ( line ) {
				lines.push( line );
				line = '';
			}
			lines.push( rest.slice( 0, width ) );
			rest = rest.slice( width );
		}
		if ( ! line ) {
			line = rest;
		} else if ( line.length + 1 + rest.length <= width ) {
			line += ' ' + rest;
		} else {
			lines.push( line );
			line = rest;
		}
	}
	if ( line || ! lines.length ) {
		lines.push( line );
	}
	return lines;
}

/**
 * Arrow-key movement between the tabs of a tab list or the headers of an accordion (WAI-ARIA APG).
 */

/**
 * The index a key moves to, or null when the key does not move: arrows wrap around, Home and End jump
 * to the ends. A horizontal list moves with Left/Right (mirrored right to left), a vertical one with
 * Up/Down.
 *
 * @param key         KeyboardEvent.key.
 * @param index       Current index.
 * @param count       Number of items.
 * @param orientation Direction of the list.
 * @param rtl         Whether the list is laid out right to left.
 */
export function rovingIndex(
	key: string,
	index: number,
	count: number,
	orientation: 'horizontal' | 'vertical',
	rtl = false
): number | null {
	if ( count < 1 ) {
		return null;
	}
	let [ previous, next ] =
		orientation === 'horizontal'
			? [ 'ArrowLeft', 'ArrowRight' ]
			: [ 'ArrowUp', 'ArrowDown' ];
	if ( orientation === 'horizontal' && rtl ) {
		[ previous, next ] = [ next, previous ];
	}
	switch ( key ) {
		case next:
			return ( index + 1 ) % count;
		case previous:
			return ( index - 1 + count ) % count;
		case 'Home':
			return 0;
		case 'End':
			return count - 1;
		default:
			return null;
	}
}

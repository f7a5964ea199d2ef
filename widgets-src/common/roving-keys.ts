/**
 * Arrow-key movement between the tabs of a tab list or the headers of an accordion (WAI-ARIA APG).
 */

/**
 * The index a key moves to, or null when the key does not move: arrows wrap around, Home and End jump
 * to the ends. A horizontal list moves with Left/Right, a vertical one with Up/Down.
 *
 * @param key         KeyboardEvent.key.
 * @param index       Current index.
 * @param count       Number of items.
 * @param orientation Direction of the list.
 */
export function rovingIndex(
	key: string,
	index: number,
	count: number,
	orientation: 'horizontal' | 'vertical'
): number | null {
	if ( count < 1 ) {
		return null;
	}
	const [ previous, next ] =
		orientation === 'horizontal'
			? [ 'ArrowLeft', 'ArrowRight' ]
			: [ 'ArrowUp', 'ArrowDown' ];
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

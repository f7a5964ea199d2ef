/**
 * Reading direction for arrow keys and swipes: forward is towards the end of a line, which is the left
 * on a right-to-left page.
 */

/**
 * Whether the element is laid out right to left.
 *
 * @param element The element (null reads as left to right).
 */
export function isRtl( element: Element | null ): boolean {
	return !! element && window.getComputedStyle( element ).direction === 'rtl';
}

/**
 * The step of a left or right arrow on a horizontal row: 1 forward, -1 back, 0 for any other key.
 *
 * @param key     KeyboardEvent.key.
 * @param element Where the key was pressed (its direction decides which arrow is forward).
 */
export function arrowStep( key: string, element: Element | null ): number {
	const forward = isRtl( element ) ? 'ArrowLeft' : 'ArrowRight';
	const back = isRtl( element ) ? 'ArrowRight' : 'ArrowLeft';
	if ( key === forward ) {
		return 1;
	}
	return key === back ? -1 : 0;
}

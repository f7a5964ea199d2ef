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
 * The step of a left or right arrow along a row: 1 forward, -1 back, 0 for any other key.
 *
 * @param key KeyboardEvent.key.
 * @param rtl Whether the row is laid out right to left.
 */
export function arrowStepIn( key: string, rtl: boolean ): number {
	const step = { ArrowRight: 1, ArrowLeft: -1 }[ key ] ?? 0;
	return rtl ? -step || 0 : step;
}

/**
 * The step of a left or right arrow pressed on an element (its direction decides which arrow is
 * forward); the direction is read only for an arrow.
 *
 * @param key     KeyboardEvent.key.
 * @param element Where the key was pressed.
 */
export function arrowStep( key: string, element: Element | null ): number {
	return arrowStepIn( key, false ) && arrowStepIn( key, isRtl( element ) );
}

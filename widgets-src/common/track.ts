/**
 * A row of slides shown a few at a time (carousel, horizontal timeline): which slides show, and swipes.
 */

/**
 * The first slide shown after a step, kept so the view stays full (no empty room after the last slide).
 *
 * @param start   First slide shown now.
 * @param step    Slides to move: positive forward, negative back.
 * @param count   Number of slides.
 * @param perView Slides shown at once.
 */
export function stepStart(
	start: number,
	step: number,
	count: number,
	perView: number
): number {
	const last = Math.max( 0, count - Math.max( 1, perView ) );
	return Math.max( 0, Math.min( last, start + step ) );
}

/**
 * The step a swipe asks for: a mostly horizontal move of at least `threshold` pixels; a move to the left
 * goes forward.
 *
 * @param dx        Horizontal move, pixels.
 * @param dy        Vertical move, pixels.
 * @param threshold Shortest swipe, pixels.
 * @return 1, -1 or 0 (not a swipe).
 */
export function swipeStep( dx: number, dy: number, threshold: number ): number {
	if ( Math.abs( dx ) < threshold || Math.abs( dx ) <= Math.abs( dy ) ) {
		return 0;
	}
	return dx < 0 ? 1 : -1;
}

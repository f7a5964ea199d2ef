/**
 * Internal dependencies
 */
import {
	ENTRY_FADE_DISTANCE,
	ENTRY_FADE_FACTOR,
	ENTRY_FADE_SHIFT,
	NAV_ALWAYS_SHOWN_UNDER,
	NAV_SCROLL_THRESHOLD,
	READING_WORDS_PER_MINUTE,
} from './constants';

/**
 * Reading time of SPEC 9: minutes at 130 words a minute, rounded, at least 1; `minimum` tells that the
 * minimum applied (the label then carries its 'no reading time' prefix).
 *
 * @param words Word count of the article body.
 */
export function readingTime( words: number ): {
	minutes: number;
	minimum: boolean;
} {
	const minutes = Math.round(
		Math.max( 0, words ) / READING_WORDS_PER_MINUTE
	);
	return { minutes: Math.max( 1, minutes ), minimum: minutes < 1 };
}

/**
 * Entry-header fade of SPEC 9: ratio = |(scroll − start) / 100 × 0.5|, shift = ratio × 40px,
 * opacity = 1 − ratio. The ratio is capped at 1 so the text never comes back.
 *
 * @param scroll Vertical scroll in px.
 * @param start  Scroll at which the fade starts.
 */
export function entryFade(
	scroll: number,
	start: number
): { ratio: number; shift: number; opacity: number } {
	const ratio = Math.min(
		1,
		Math.abs(
			( ( scroll - start ) / ENTRY_FADE_DISTANCE ) * ENTRY_FADE_FACTOR
		)
	);
	return { ratio, shift: ratio * ENTRY_FADE_SHIFT, opacity: 1 - ratio };
}

/**
 * Article navigation visibility of SPEC 4.9: shown under 100px of scroll; otherwise hidden on scroll
 * down and shown on scroll up, ignoring changes under 10px (then the current state stays).
 *
 * @param previous Scroll at the previous check.
 * @param current  Scroll now.
 * @param shown    Whether the navigation is shown now.
 */
export function navShown(
	previous: number,
	current: number,
	shown: boolean
): boolean {
	if ( current < NAV_ALWAYS_SHOWN_UNDER ) {
		return true;
	}
	if ( Math.abs( current - previous ) < NAV_SCROLL_THRESHOLD ) {
		return shown;
	}
	return current < previous;
}

/**
 * Share of the article read, from 0 to 1, for the reading-progress bar.
 *
 * @param scroll        Vertical scroll in px.
 * @param articleTop    Article top in document px.
 * @param articleHeight Article height in px.
 * @param viewport      Viewport height in px.
 */
export function readingProgress(
	scroll: number,
	articleTop: number,
	articleHeight: number,
	viewport: number
): number {
	const span = articleHeight - viewport;
	if ( span <= 0 ) {
		return scroll >= articleTop ? 1 : 0;
	}
	return Math.min( 1, Math.max( 0, ( scroll - articleTop ) / span ) );
}

/**
 * Internal dependencies
 */
import { NAV_CHECK_INTERVAL } from './constants';
import { entryFade, navShown, readingProgress } from './formulas';

/**
 * The entry header's text fades and moves up as the reader scrolls (SPEC 2.1, 9).
 *
 * @param text The header's text block.
 */
export function initEntryFade( text: HTMLElement ): () => void {
	const start = 0;
	return () => {
		const { shift, opacity } = entryFade( window.scrollY, start );
		text.style.transform = shift ? `translateY(-${ shift }px)` : '';
		text.style.opacity = opacity < 1 ? String( opacity ) : '';
	};
}

/**
 * The reading-progress bar follows the share of the article read.
 *
 * @param bar     The progress bar (its --inkwell-progress custom property is set).
 * @param article The article element.
 */
export function initProgress(
	bar: HTMLElement,
	article: HTMLElement
): () => void {
	return () => {
		const rect = article.getBoundingClientRect();
		const progress = readingProgress(
			window.scrollY,
			rect.top + window.scrollY,
			rect.height,
			window.innerHeight
		);
		bar.style.setProperty( '--inkwell-progress', progress.toFixed( 4 ) );
		bar.setAttribute(
			'aria-valuenow',
			String( Math.round( progress * 100 ) )
		);
	};
}

/**
 * The section navigation hides on scroll down and shows on scroll up, checked every 200 ms.
 *
 * @param nav The article's section navigation.
 */
export function initSectionNav( nav: HTMLElement ): void {
	let previous = window.scrollY;
	let shown = true;
	window.setInterval( () => {
		const current = window.scrollY;
		const next = navShown( previous, current, shown );
		if ( next !== shown ) {
			shown = next;
			nav.classList.toggle( 'is-hidden', ! shown );
		}
		previous = current;
	}, NAV_CHECK_INTERVAL );
}

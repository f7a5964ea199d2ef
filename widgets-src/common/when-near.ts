/**
 * Deferring work until an element comes near the screen, without React: for plain-DOM bundles (the
 * theme's sliders, the island loader) and for the React hook in near-viewport.ts.
 */

/** How far outside the viewport work starts: about one screen ahead of the reader. */
export const NEAR_VIEWPORT_MARGIN = '100% 0px';

/**
 * Calls `callback` once, when the element first comes within NEAR_VIEWPORT_MARGIN of the viewport (at once
 * where the browser has no IntersectionObserver).
 *
 * @param element  The element to watch.
 * @param callback What to run.
 * @return Stops watching.
 */
export function whenNear( element: Element, callback: () => void ): () => void {
	if ( typeof IntersectionObserver === 'undefined' ) {
		callback();
		return () => {};
	}
	const observer = new IntersectionObserver(
		( entries ) => {
			if ( entries.some( ( entry ) => entry.isIntersecting ) ) {
				observer.disconnect();
				callback();
			}
		},
		{ rootMargin: NEAR_VIEWPORT_MARGIN }
	);
	observer.observe( element );
	return () => observer.disconnect();
}

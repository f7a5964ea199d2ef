/**
 * Internal dependencies
 */
import { isHeaderResized } from './header-state';

/**
 * Keeps the sticky header's 'resized' class in step with the scroll. The admin-bar offset is CSS: the
 * header sticks below core's fixed admin bar, and at widths up to 600px, where the admin bar scrolls
 * away, it sits below it only while the scroll is within the bar's 46px.
 *
 * @param header The site header.
 */
export function initStickyHeader( header: HTMLElement ): void {
	let queued = false;
	const update = () => {
		queued = false;
		header.classList.toggle( 'resized', isHeaderResized( window.scrollY ) );
	};
	window.addEventListener(
		'scroll',
		() => {
			if ( ! queued ) {
				queued = true;
				window.requestAnimationFrame( update );
			}
		},
		{ passive: true }
	);
	update();
}

/**
 * Internal dependencies
 */
import { HEADER_RESIZE_SCROLL } from './constants';

/**
 * Whether the sticky header is in its compact state (SPEC 4.9: after 100px of scroll).
 *
 * @param scrollY Vertical scroll in px.
 */
export function isHeaderResized( scrollY: number ): boolean {
	return scrollY > HEADER_RESIZE_SCROLL;
}

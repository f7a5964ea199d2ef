/**
 * The Carousel block's attributes (block.json). Its island's props are in the slider's types.ts, beside
 * the island.
 */

/**
 * Internal dependencies
 */
import type { CommonAttributes } from '../slider/types';

/** The Carousel block's attributes, as saved: the slides shown at once per device. */
export type CarouselAttributes = CommonAttributes & {
	slidesDesktop: number;
	slidesTablet: number;
	slidesMobile: number;
};

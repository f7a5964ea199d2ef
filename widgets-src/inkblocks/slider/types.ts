/**
 * The Slider and Carousel blocks' attributes (block.json) and the props of their islands (printed by
 * slides.php from Inkblocks\Blocks\Slider::props() and Carousel::props()).
 */

/**
 * Internal dependencies
 */
import type { Device } from '../../common/device-breakpoints';

/** A slide as the editor saves it. */
export interface SlideAttribute {
	id?: number;
	url?: string;
	alt?: string;
	title?: string;
	text?: string;
	link?: string;
}

/** The attributes both blocks have, as saved. */
export type CommonAttributes = {
	slides: SlideAttribute[];
	label: string;
	autoplay: boolean;
	autoplayDelay: number;
	pauseOnHover: boolean;
	speed: number;
	spaceBetween: number;
	loop: boolean;
	navigation: boolean;
	pagination: boolean;
};

/** The Slider block's attributes, as saved. */
export type SliderAttributes = CommonAttributes & {
	height: number;
	width: number;
	thumbnails: boolean;
	thumbWidth: number;
	thumbHeight: number;
	fullscreen: boolean;
};

/** A slide as the server validated it. */
export interface Slide {
	src: string;
	srcset: string;
	alt: string;
	width: number;
	height: number;
	thumb: string;
	title: string;
	text: string;
	link: string;
}

/** The props both islands get: the validated settings, with the slides ready to show. */
export interface CommonProps extends Omit< CommonAttributes, 'slides' > {
	slides: Slide[];
}

/** The slider island's props. */
export interface SliderProps extends Omit< SliderAttributes, 'slides' > {
	slides: Slide[];
}

/** The carousel island's props: the slides shown at once per device. */
export interface CarouselProps extends CommonProps {
	slidesPerView: Record< Device, number >;
}

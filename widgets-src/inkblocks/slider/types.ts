/**
 * Props of the slider and carousel islands (printed by Inkblocks\Blocks\Slider and Carousel).
 */

/**
 * Internal dependencies
 */
import type { Device } from '../../common/device-breakpoints';

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

export interface CommonProps {
	slides: Slide[];
	label: string;
	autoplay: boolean;
	autoplayDelay: number;
	pauseOnHover: boolean;
	speed: number;
	spaceBetween: number;
	loop: boolean;
	navigation: boolean;
	pagination: boolean;
}

export interface SliderProps extends CommonProps {
	height: number;
	width: number;
	thumbnails: boolean;
	thumbWidth: number;
	thumbHeight: number;
	fullscreen: boolean;
}

export interface CarouselProps extends CommonProps {
	slidesPerView: Record< Device, number >;
}

/** The block attributes of a slide as the editor saves them. */
export interface SlideAttribute {
	id?: number;
	url?: string;
	alt?: string;
	title?: string;
	text?: string;
	link?: string;
}

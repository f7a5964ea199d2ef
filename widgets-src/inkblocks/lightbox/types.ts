/**
 * Types of the lightbox: its links' settings and the page configuration it reads.
 */

/** One image of the lightbox. */
export interface Slide {
	url: string;
	alt: string;
	title: string;
	description: string;
}

/** The settings a lightbox link carries: an image (grouped into a slideshow by id) or a whole slideshow. */
export interface LinkSettings {
	type: 'image' | 'slideshow';
	slide: Slide | null;
	slideshow: string;
	slides: Slide[];
	index: number;
}

/** Site-wide settings of the page configuration (SPEC 3). */
export interface LightboxSettings {
	global_image_lightbox: boolean;
	lightbox_enable_counter: boolean;
	lightbox_enable_fullscreen: boolean;
	lightbox_enable_zoom: boolean;
	lightbox_enable_share: boolean;
	lightbox_title_src: string;
	lightbox_description_src: string;
	active_breakpoints: Record< string, number >;
}

/** The page configuration (SPEC 3, lightbox and layout) printed by Inkblocks\Lightbox\Lightbox. */
export interface PageConfiguration {
	post: { id: number; title: string; excerpt: string };
	settings: LightboxSettings;
}

declare global {
	interface Window {
		inkblocksPageConfig?: PageConfiguration;
	}
}

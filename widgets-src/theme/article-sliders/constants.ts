/**
 * Constants of the article sliders (SPEC 2.9): slides per view at the theme's breakpoints (SPEC 9,
 * reading A), spacing and speed, and the markup hooks the templates print.
 */

/**
 * External dependencies
 */
import type { SwiperOptions } from 'swiper/types';

/** Lower bounds (px) of the theme's breakpoints, SPEC 9 reading A. */
export const BREAKPOINTS = {
	small: 576,
	medium: 768,
	large: 992,
	extraLarge: 1200,
} as const;

/** What a slider shows; the value of its data-inkwell-slider attribute. */
export type SliderKind = 'articles' | 'topic' | 'panels' | 'gallery';

/** Slide duration (ms); 0 under prefers-reduced-motion. */
export const SLIDE_SPEED = 400;

/** Gap between slides (px) up to the large breakpoint, and from it. */
export const SLIDE_GAP = 16;
export const SLIDE_GAP_LARGE = 24;

/** Slides per view of each kind, from 0 and then from each breakpoint. */
export const SLIDES_PER_VIEW: Record<
	SliderKind,
	Partial< Record< 'base' | keyof typeof BREAKPOINTS, number > >
> = {
	// SPEC 9: a carousel shows 3 slides by default.
	articles: { base: 1, small: 2, large: 3 },
	topic: { base: 1, small: 2, large: 3 },
	panels: { base: 1 },
	gallery: { base: 1 },
};

/** Markup hooks printed by theme/inkwell/template-parts/sliders/ and the gallery block style. */
export const SELECTORS = {
	slider: '[data-inkwell-slider]',
	topics: '[data-inkwell-topics]',
	viewport: '.inkwell-slider__viewport',
	track: 'inkwell-slider__track',
	slide: 'inkwell-slider__slide',
	controls: '.inkwell-slider__controls',
	previous: '.inkwell-slider__prev',
	next: '.inkwell-slider__next',
	counter: '.inkwell-slider__counter',
	galleryCaption: '.blocks-gallery-caption',
	topicsViewport: '.inkwell-topics__viewport',
	topicsTrack: 'inkwell-topics__track',
	topicsPanel: 'inkwell-topics__panel',
	tab: '[role="tab"]',
} as const;

/**
 * Swiper's layout options of a kind: slides per view and gap at each breakpoint.
 *
 * @param kind The slider's kind.
 */
export function layoutOptions( kind: SliderKind ): SwiperOptions {
	const { base = 1, ...from } = SLIDES_PER_VIEW[ kind ];
	const breakpoints: NonNullable< SwiperOptions[ 'breakpoints' ] > = {};
	let perView = base;
	for ( const name of Object.keys( BREAKPOINTS ) as Array<
		keyof typeof BREAKPOINTS
	> ) {
		perView = from[ name ] ?? perView;
		breakpoints[ BREAKPOINTS[ name ] ] = {
			slidesPerView: perView,
			spaceBetween:
				BREAKPOINTS[ name ] >= BREAKPOINTS.large
					? SLIDE_GAP_LARGE
					: SLIDE_GAP,
		};
	}
	return { slidesPerView: base, spaceBetween: SLIDE_GAP, breakpoints };
}

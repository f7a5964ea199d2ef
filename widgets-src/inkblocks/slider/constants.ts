/**
 * SPEC 9 constants of the slider and the carousel (also the block defaults).
 */

/** Slider: height in px and width in %. */
export const SLIDER_HEIGHT = 600;
export const SLIDER_WIDTH = 100;
/** Autoplay delay in ms (autoplay on, paused on hover). */
export const SLIDER_AUTOPLAY_DELAY = 2000;
/** Slide duration in ms. */
export const SLIDER_SPEED = 500;
/** Slide distance in px. */
export const SLIDER_SPACE_BETWEEN = 10;
/** Thumbnail size in px. */
export const SLIDER_THUMB_WIDTH = 120;
export const SLIDER_THUMB_HEIGHT = 80;
/** Carousel: slides shown by default. */
export const CAROUSEL_SLIDES_SHOWN = 3;

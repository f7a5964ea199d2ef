/**
 * Swiper and its autoplay module: loaded only when a slider comes near the screen.
 */

/**
 * External dependencies
 */
export { default as Swiper } from 'swiper';
export { Autoplay } from 'swiper/modules';

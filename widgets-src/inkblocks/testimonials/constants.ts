/**
 * Testimonials constants (SPEC 9, Widgets).
 */

/** Slides a carousel shows at once by default. */
export const CAROUSEL_SLIDES = 3;

/** Most stars of a rating. */
export const MAX_RATING = 5;

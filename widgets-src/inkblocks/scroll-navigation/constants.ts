/**
 * Scroll navigation constants (SPEC 9).
 */

/** Default scroll speed, in ms. */
export const SCROLL_NAVIGATION_SPEED = 500;

/** Default offset of the scroll target, in px. */
export const SCROLL_NAVIGATION_OFFSET = 0;

/** Shortest vertical swipe that moves one section, in px. */
export const SWIPE_THRESHOLD = 20;

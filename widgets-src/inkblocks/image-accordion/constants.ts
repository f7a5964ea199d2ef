/**
 * Image accordion constants (SPEC 9, Widgets).
 */

/** Width the active image takes, percent. */
export const IMAGE_ACCORDION_ACTIVE_SIZE = 50;

/** Duration of the change, ms. */
export const IMAGE_ACCORDION_DURATION = 500;

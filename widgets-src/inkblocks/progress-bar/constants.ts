/**
 * Progress bar constants (SPEC 9, Widgets).
 */

/** Duration of the fill animation, in ms. */
export const PROGRESS_BAR_ANIMATION = 1000;

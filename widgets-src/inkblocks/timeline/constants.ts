/**
 * Timeline constants (SPEC 9, Widgets).
 */

/** Shortest swipe that moves a horizontal timeline, pixels. */
export const HORIZONTAL_TIMELINE_SWIPE_THRESHOLD = 50;

/**
 * Header and page constants of SPEC section 9.
 */

/** Scroll (px) after which the sticky header takes its compact 'resized' state. */
export const HEADER_RESIZE_SCROLL = 100;

/** Viewport width (px) from which top-level dropdown links open their own URL (no touch). */
export const DESKTOP_DROPDOWN_WIDTH = 991;

/** The widths at which the menu sits in the header bar (main.css); below, it is a toggled panel. */
export const DESKTOP_BAR = '(min-width: 992px)';

/**
 * Article-page constants of SPEC section 9.
 */

/** Reading speed for the reading-time label (words per minute). */
export const READING_WORDS_PER_MINUTE = 130;

/** Entry-header fade: scroll distance the ratio is measured against, and its factor. */
export const ENTRY_FADE_DISTANCE = 100;
export const ENTRY_FADE_FACTOR = 0.5;

/** Entry-header fade: upward shift (px) at ratio 1. */
export const ENTRY_FADE_SHIFT = 40;

/** Floating share bar: top offset (px), and the widths up to which it is disabled. */
export const SHARE_BAR_TOP = 120;
export const SHARE_BAR_DISABLED_UP_TO = 992;

/** Sticky sidebar: the widths up to which it is disabled. */
export const STICKY_SIDEBAR_DISABLED_UP_TO = 980;

/** Article navigation: scroll check interval (ms), ignored change (px), always shown below (px). */
export const NAV_CHECK_INTERVAL = 200;
export const NAV_SCROLL_THRESHOLD = 10;
export const NAV_ALWAYS_SHOWN_UNDER = 100;

/**
 * Image layout constants (SPEC 9, Widgets).
 */

/** Row height of the justified layout by default, pixels. */
export const IMAGE_LAYOUT_JUSTIFY_HEIGHT = 300;

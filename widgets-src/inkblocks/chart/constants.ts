/**
 * Chart constants of SPEC section 9.
 */

/** Axis labels wrap onto a new line at this many characters. */
export const BAR_CHART_LABEL_WRAP = 50;

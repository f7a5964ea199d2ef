/**
 * Portfolio constants (SPEC 9, Widgets).
 */

/** Columns by default. */
export const PORTFOLIO_COLUMNS = 3;

/** Items shown per page (and per 'view more') by default. */
export const PORTFOLIO_PER_PAGE = 6;

/** The filter every portfolio starts on (SPEC 4.13). */
export const FILTER_ALL = 'all';

/**
 * Posts widget constants of SPEC 7.3 and 9.
 */

/** The admin-ajax action of the pagination call. */
export const POSTS_ACTION = 'inkwell_widget_get_posts';

/** The page-number query parameter of the widget's links. */
export const PAGE_PARAM = 'inkwell_page';

/** Duration of the scroll to the widget after a page change (ms). */
export const POSTS_SCROLL_DURATION = 500;

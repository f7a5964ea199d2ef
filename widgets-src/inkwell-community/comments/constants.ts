/**
 * Comment constants of SPEC sections 7.2 and 9.
 */

/** The admin-ajax action the comment form posts to (DESIGN 4). */
export const COMMENT_ACTION = 'inkwell_post_comment';

/** The admin-ajax action of a comment report (SPEC 7.2). */
export const REPORT_ACTION = 'report_comment';

/** The comment_status value acted on (SPEC 3, 4.6). */
export const APPROVED = 'approved';

/** Maximum comment attachment slots (SPEC 9). */
export const MAX_ATTACHMENT_SLOTS = 5;

/** Links an action menu holds when the report removes only its own link (SPEC 4.7). */
export const MENU_LINKS_KEPT = 2;

/** Event a comment form fires after a successful post, so its parts (attachments) reset. */
export const COMMENT_POSTED_EVENT = 'inkwell:comment-posted';

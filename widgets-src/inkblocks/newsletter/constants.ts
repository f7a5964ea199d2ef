/**
 * Newsletter constants of SPEC sections 5.4, 7.6, 8 and 9.
 */

/** How long the answer message stays on the inline form (ms). */
export const INLINE_MESSAGE_TIMEOUT = 20_000;

/** How long the answer message stays on a form inside a popup (ms). */
export const POPUP_MESSAGE_TIMEOUT = 10_000;

/** The admin-ajax actions (SPEC 7.6 with DESIGN's names). */
export const SUBSCRIBE_ACTIONS = {
	inline: 'inkblocks_subscribe_form_ajax',
	popup: 'inkblocks_popup_lists_ajax',
} as const;

/**
 * SPEC 5.4: a local part, '@', then a domain whose top-level part has at least 2 letters, or a bracketed
 * IPv4 address.
 */
export const EMAIL_PATTERN =
	/^[^\s@<>()[\],;:"]+@(?:(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}|\[\d{1,3}(?:\.\d{1,3}){3}\])$/;

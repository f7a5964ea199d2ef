/**
 * Popup constants of SPEC sections 4.11 and 9.
 */

/** A popup closes this long after a successful submit of a form inside it (ms). */
export const CLOSE_AFTER_FORM_SUCCESS = 3000;

/** The on-date and on-time triggers open after this delay (ms). */
export const DATE_TRIGGER_DELAY = 500;

/** Default time window of the on-time trigger. */
export const DEFAULT_TIME_START = '00:00';
export const DEFAULT_TIME_END = '23:59';

/** Share of an element that must be visible for the scroll-to trigger. */
export const SCROLL_TO_THRESHOLD = 0.5;

/** Show animation (within SPEC's 500–750 ms) and hide animation (ms). */
export const SHOW_ANIMATION = 600;
export const HIDE_ANIMATION = 400;

/**
 * localStorage key of a popup's state.
 * @param popupId The popup.
 */
export const storageKey = ( popupId: number ) => `inkblocks-popup-${ popupId }`;

/**
 * The id of a popup's dialog element, which the elements that open it name in aria-controls while it is open.
 * @param popupId The popup.
 */
export const dialogId = ( popupId: number ) =>
	`inkblocks-popup-${ popupId }-dialog`;

/** Events a popup dispatches on document (SPEC 3: open carries popupId, close popupId and constantly). */
export const OPEN_EVENT = 'inkblocks:popup-open';
export const CLOSE_EVENT = 'inkblocks:popup-close';

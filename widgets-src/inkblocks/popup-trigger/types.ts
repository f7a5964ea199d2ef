/**
 * The Popup trigger block's attributes (block.json). The block has no island: render.php prints the
 * per-element trigger settings (SPEC 3) that the popups island reads.
 */

/** What the trigger looks like: a button, a link, or the blocks it wraps (with a button). */
export type TriggerDisplay = 'button' | 'link' | 'wrapper';

/** What opens the popup. */
export type TriggerEvent = 'click' | 'hover' | 'scroll-to';

/** The block's attributes, as saved. */
export type PopupTriggerAttributes = {
	/** A published inkblocks_popup; 0: none chosen. */
	popupId: number;
	display: TriggerDisplay;
	trigger: TriggerEvent;
	/** The control's text; empty: the popup's title. */
	text: string;
	/** The post a post-content popup shows, linked without JavaScript; 0: none. */
	postId: number;
};

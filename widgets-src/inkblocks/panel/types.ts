/**
 * The Panel block's attributes (block.json). Its parent's island reads the panels as PanelItem
 * (common/panel-content.tsx).
 */

/** The block's attributes, as saved. */
export type PanelAttributes = {
	/** Inline HTML typed with RichText. */
	title: string;
	/** The id links and the URL hash open it by; empty: made from the title. */
	itemId: string;
	/** A synced pattern (wp_block) shown instead of the inner blocks; 0: none. */
	templateId: number;
	/** Open on load. */
	active: boolean;
};

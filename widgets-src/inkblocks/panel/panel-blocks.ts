/**
 * The rules of the panels in the editor: which one the canvas shows, and when a panel is empty enough for
 * Backspace in its title to remove it.
 */

/** A block as far as these rules read it. */
interface ContentBlock {
	name: string;
	attributes: Record< string, unknown >;
	innerBlocks: ContentBlock[];
}

/**
 * Whether a panel's content holds nothing an author wrote: no block, or empty paragraphs only.
 *
 * @param blocks The panel's inner blocks.
 */
export function isEmptyContent( blocks: ContentBlock[] ): boolean {
	return blocks.every(
		( block ) =>
			block.name === 'core/paragraph' &&
			String( block.attributes.content ?? '' ).trim() === '' &&
			block.innerBlocks.length === 0
	);
}

/**
 * The panel the canvas shows (tabs, switcher): the one holding the selection, else the last one shown if
 * it is still there, else the first one open on load, else the first.
 *
 * @param order     The panels' ids, in order.
 * @param selected  The panel that is or holds the selected block, if any.
 * @param lastShown The panel shown before.
 * @param active    The first panel open on load, if any.
 */
export function shownPanel(
	order: string[],
	selected: string | null,
	lastShown: string | null,
	active: string | null
): string | null {
	if ( selected && order.includes( selected ) ) {
		return selected;
	}
	if ( lastShown && order.includes( lastShown ) ) {
		return lastShown;
	}
	return active ?? order[ 0 ] ?? null;
}

/**
 * The panel among `order` that is the selected block or one of its ancestors.
 *
 * @param order    The panels' ids.
 * @param selected The selected block.
 * @param parents  Its ancestors, outermost first.
 */
export function panelOfSelection(
	order: string[],
	selected: string | null,
	parents: string[]
): string | null {
	if ( ! selected ) {
		return null;
	}
	return (
		[ ...parents, selected ].find( ( id ) => order.includes( id ) ) ?? null
	);
}

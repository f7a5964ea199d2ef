/**
 * What a block made of inkblocks/panel items (tabs, accordion, switcher) tells its panels in the editor:
 * how to show themselves, and which one the canvas shows now. It travels as block context (the parents
 * and the panel are separate bundles, so a React context of their own would be two different ones).
 */

/** The blocks whose items are panels. */
export type PanelsKind = 'tabs' | 'accordion' | 'switcher';

/** The block context key; the panel's block.json lists it in usesContext. */
export const PANELS_CONTEXT = 'inkblocks/panels';

/** What a panel reads of its parent in the canvas. */
export interface PanelsEditorContext {
	kind: PanelsKind;
	/** The panel shown now (tabs, switcher): the selected one, else the last shown, else the one open on load. */
	shownId: string | null;
	/** The heading level of the accordion's titles, 2 to 6. */
	headingLevel: number;
	/** Whether panels may be added and removed (not the switcher's two sides). */
	growable: boolean;
}

/**
 * The parent's context in a panel's block context, or null outside a parent (never saved so).
 *
 * @param context The panel's block context.
 */
export function panelsContextOf(
	context: Record< string, unknown > | undefined
): PanelsEditorContext | null {
	const value = context?.[ PANELS_CONTEXT ];
	return value && typeof value === 'object'
		? ( value as PanelsEditorContext )
		: null;
}

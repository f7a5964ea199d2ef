/**
 * The block editor's store as the panel blocks' editors read and change it (the package ships no types).
 */

/**
 * WordPress dependencies
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import { useDispatch, useSelect } from '@wordpress/data';

/** A block as the store holds it. */
export interface StoreBlock {
	clientId: string;
	name: string;
	attributes: Record< string, unknown >;
	innerBlocks: StoreBlock[];
}

/** The selectors the panels' editors use. */
export interface PanelSelectors {
	getBlocks: ( rootClientId?: string ) => StoreBlock[];
	getBlockOrder: ( rootClientId?: string ) => string[];
	getBlockIndex: ( clientId: string ) => number;
	getBlockAttributes: (
		clientId: string
	) => Record< string, unknown > | null;
	getBlockRootClientId: ( clientId: string ) => string | null;
	getSelectedBlockClientId: () => string | null;
	getBlockParents: ( clientId: string ) => string[];
	hasSelectedInnerBlock: ( clientId: string, deep?: boolean ) => boolean;
}

/** The actions the panels' editors call. */
export interface PanelActions {
	insertBlock: (
		block: unknown,
		index?: number,
		rootClientId?: string | null,
		updateSelection?: boolean
	) => void;
	removeBlock: ( clientId: string, selectPrevious?: boolean ) => void;
	selectBlock: ( clientId: string, initialPosition?: number | null ) => void;
}

/**
 * Reads the block editor's store.
 *
 * @param read What to read.
 * @param deps When to read again.
 */
export function usePanelSelect< T >(
	read: ( selectors: PanelSelectors ) => T,
	deps: unknown[]
): T {
	return useSelect(
		( select ) =>
			read( select( blockEditorStore ) as unknown as PanelSelectors ),
		// The callers list what their reading depends on.
		// eslint-disable-next-line react-hooks/exhaustive-deps
		deps
	);
}

/**
 * The block editor's actions the panels' editors call.
 */
export function usePanelActions(): PanelActions {
	return useDispatch( blockEditorStore ) as unknown as PanelActions;
}

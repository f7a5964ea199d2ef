/**
 * How many child blocks a block has, read from the block editor (a block made of children shows its
 * starting points while it has none, and its appender adds after the last).
 */

/**
 * WordPress dependencies
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import { useSelect } from '@wordpress/data';

/** The block editor's selector this hook reads. */
interface CountSelectors {
	getBlockCount: ( clientId: string ) => number;
}

/**
 * The number of the block's children.
 *
 * @param clientId The block's editor id.
 */
export function useChildCount( clientId: string ): number {
	return useSelect(
		( select ) =>
			(
				select( blockEditorStore ) as unknown as CountSelectors
			 ).getBlockCount( clientId ),
		[ clientId ]
	);
}

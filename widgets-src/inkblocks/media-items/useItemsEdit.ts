/**
 * The editing of a list of items shown on the canvas (slides, portfolio items, images, tracks): the item
 * being edited, a change to one item, and the list edits (add, move, duplicate, remove), after which the
 * item the edit names becomes the one edited and takes the focus.
 */

/**
 * WordPress dependencies
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import { useDispatch } from '@wordpress/data';
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { updateAt } from '../../common/editor/list';
import { useItemFocus } from './focus';
import type { ItemLabels } from './ItemControls';
import { addItem, type ItemsEdit } from './items';

/** How the list's buttons read and run. */
interface ItemsEditOptions {
	/** The names of an item's buttons. */
	labels: ItemLabels;
	/** Whether the items run across (a row) rather than down (a list). */
	across?: boolean;
	/** The item edited at first. */
	first?: number;
}

/**
 * The list's editing state and edits. Call it before any early return: it holds state.
 *
 * @param items    The items.
 * @param onChange Receives the new list.
 * @param options  How the list's buttons read and run.
 */
export function useItemsEdit<
	T extends object,
	E extends HTMLElement = HTMLUListElement,
>( items: T[], onChange: ( items: T[] ) => void, options: ItemsEditOptions ) {
	const { labels, across = false, first = 0 } = options;
	const [ current, setCurrent ] = useState( first );
	const { list, focusItem } = useItemFocus< E >( items );
	// The edited item stays inside the list when items are removed.
	const active = Math.min( current, Math.max( items.length - 1, 0 ) );

	const { __unstableMarkLastChangeAsPersistent: markStep } =
		useDispatch( blockEditorStore );
	// The items are one attribute, and the editor merges changes of one attribute into one undo step: a
	// change of one text is typing and may merge; any other (an image, an item added or moved) is a step
	// of its own, apart from the typing before and after it.
	const step = ( next: T[] ) => {
		markStep();
		onChange( next );
		markStep();
	};
	const update = ( index: number, patch: Partial< T > ) => {
		const values = Object.values( patch );
		const typing = values.length === 1 && typeof values[ 0 ] === 'string';
		( typing ? onChange : step )( updateAt( items, index, patch ) );
	};
	const edit = ( change: ItemsEdit< T > ) => {
		step( change.items );
		if ( change.focus !== null ) {
			setCurrent( change.focus );
			focusItem( change.focus );
		}
	};
	const add = ( index: number, item: T ) =>
		edit( addItem( items, index, item ) );
	// The props of ItemToolbar and ItemActions for an item.
	const controls = ( index: number ) => ( {
		items,
		index,
		labels,
		across,
		onEdit: edit,
	} );

	return { list, active, setCurrent, update, add, controls };
}

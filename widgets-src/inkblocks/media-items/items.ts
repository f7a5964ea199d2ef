/**
 * The edits of a list of items shown on the canvas (slides, portfolio items, images, tracks), each
 * answering the new list and the item that takes the focus next (null: none).
 */

/**
 * Internal dependencies
 */
import { insertAt, moveAt, removeAt } from '../../common/editor/list';

/** A list edit: the new items and the position of the item to focus. */
export interface ItemsEdit< T > {
	items: T[];
	focus: number | null;
}

/**
 * The list with a new item at `index` (clamped to the list); the focus goes to it.
 *
 * @param items The items.
 * @param index Where the new item goes.
 * @param item  The new item.
 */
export function addItem< T >(
	items: T[],
	index: number,
	item: T
): ItemsEdit< T > {
	const at = Math.min( Math.max( index, 0 ), items.length );
	return { items: insertAt( items, at, item ), focus: at };
}

/**
 * The list with a copy of the item at `index` right after it; the focus goes to the copy.
 *
 * @param items The items.
 * @param index The item to copy.
 */
export function duplicateItem< T extends object >(
	items: T[],
	index: number
): ItemsEdit< T > {
	const item = items[ index ];
	if ( ! item ) {
		return { items, focus: null };
	}
	return addItem( items, index + 1, { ...item } );
}

/**
 * The list with the item at `index` moved one place back (-1) or forward (1); the focus follows it.
 *
 * @param items The items.
 * @param index The item to move.
 * @param step  -1 or 1.
 */
export function moveItem< T >(
	items: T[],
	index: number,
	step: number
): ItemsEdit< T > {
	const next = moveAt( items, index, step );
	return { items: next, focus: next === items ? index : index + step };
}

/**
 * The list without the item at `index`; the focus goes to the one before it, else to the new first.
 *
 * @param items The items.
 * @param index The item to remove.
 */
export function removeItem< T >( items: T[], index: number ): ItemsEdit< T > {
	const next = removeAt( items, index );
	return {
		items: next,
		focus: next.length ? Math.max( index - 1, 0 ) : null,
	};
}

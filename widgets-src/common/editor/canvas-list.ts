/**
 * A list typed on the canvas (scroll-navigation sections, rotating words): the edits, each answering the
 * new list and the item that takes the caret next, and a hook that puts the caret there once the list has
 * rendered. Enter at the end of an item adds the next; Backspace in an empty one removes it.
 */

/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { insertAt, moveAt, removeAt } from './list';

/** A list edit: the new list and the position of the item to focus (null: none). */
export interface ListEdit< T > {
	list: T[];
	focus: number | null;
}

/**
 * A new item after the one at `index`; -1 puts it first. The caret goes to it.
 *
 * @param list  The list.
 * @param index The item it follows.
 * @param item  The new item.
 */
export function addAfter< T >(
	list: T[],
	index: number,
	item: T
): ListEdit< T > {
	const at = Math.min( index + 1, list.length );
	return { list: insertAt( list, at, item ), focus: at };
}

/**
 * The list without the item at `index`; the caret goes to the one before it, else to the new first.
 *
 * @param list  The list.
 * @param index The item to remove.
 */
export function removeItem< T >( list: T[], index: number ): ListEdit< T > {
	const next = removeAt( list, index );
	return {
		list: next,
		focus: next.length ? Math.max( index - 1, 0 ) : null,
	};
}

/**
 * The list with the item at `index` moved one place up (-1) or down (1); the caret follows it.
 *
 * @param list  The list.
 * @param index The item to move.
 * @param step  -1 or 1.
 */
export function moveItem< T >(
	list: T[],
	index: number,
	step: number
): ListEdit< T > {
	const next = moveAt( list, index, step );
	return { list: next, focus: next === list ? index : index + step };
}

/**
 * Puts the caret at the end of an editable element.
 *
 * @param element The element.
 */
export function focusEnd( element: HTMLElement ): void {
	element.focus();
	const selection = element.ownerDocument.defaultView?.getSelection();
	if ( selection && element.isContentEditable ) {
		selection.selectAllChildren( element );
		selection.collapseToEnd();
	}
}

/**
 * The caret after a list edit: `focusAt( n )` focuses the n-th element matching `selector` inside the
 * element given `ref`, once the edit has rendered.
 *
 * @param selector The editable part of an item.
 * @param items    The list, whose change renders the edit.
 */
export function useListCaret< E extends HTMLElement >(
	selector: string,
	items: unknown
) {
	const ref = useRef< E >( null );
	const [ focus, focusAt ] = useState< number | null >( null );
	useEffect( () => {
		if ( focus === null ) {
			return;
		}
		const target =
			ref.current?.querySelectorAll< HTMLElement >( selector )[ focus ];
		if ( target ) {
			focusEnd( target );
		}
		focusAt( null );
	}, [ focus, items, selector ] );
	return { ref, focusAt };
}

/**
 * The focus of a list of items on the canvas: after an edit of the list, it goes to the item the edit
 * names, as core's Buttons and Gallery move the caret to a new or moved block.
 */

/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';

/**
 * Puts the caret at the end of an editable element, or focuses a control.
 *
 * @param element The element.
 */
function focusEnd( element: HTMLElement ) {
	element.focus();
	if ( ! element.isContentEditable ) {
		return;
	}
	const selection = element.ownerDocument.defaultView?.getSelection();
	if ( selection ) {
		selection.selectAllChildren( element );
		selection.collapseToEnd();
	}
}

/**
 * A ref for the list's element and a function that focuses an item after the next render: its first text
 * (a RichText), else its first button. Items are the elements with `data-item-index`.
 *
 * @param items The list, so the focus waits for the render of its new value.
 */
export function useItemFocus< E extends HTMLElement >( items: unknown[] ) {
	const list = useRef< E >( null );
	const [ focus, setFocus ] = useState< number | null >( null );
	useEffect( () => {
		if ( focus === null ) {
			return;
		}
		const item = list.current?.querySelector< HTMLElement >(
			`[data-item-index="${ focus }"]`
		);
		const target =
			item?.querySelector< HTMLElement >( '[contenteditable="true"]' ) ??
			item?.querySelector< HTMLElement >( 'button' );
		if ( target ) {
			focusEnd( target );
		}
		setFocus( null );
	}, [ focus, items ] );
	return { list, focusItem: setFocus };
}

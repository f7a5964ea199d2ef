/**
 * Edits of a repeatable list attribute (pins, tracks, data series), returning a new array each time.
 */

/**
 * The list with one item changed.
 *
 * @param list  The list.
 * @param index Position of the item.
 * @param patch Fields to change.
 */
export function updateAt< T extends object >(
	list: T[],
	index: number,
	patch: Partial< T >
): T[] {
	return list.map( ( item, i ) =>
		i === index ? { ...item, ...patch } : item
	);
}

/**
 * The list with one item moved by `step` places (kept inside the list).
 *
 * @param list  The list.
 * @param index Position of the item.
 * @param step  -1 to move up, 1 to move down.
 */
export function moveAt< T >( list: T[], index: number, step: number ): T[] {
	const target = index + step;
	if ( target < 0 || target >= list.length ) {
		return list;
	}
	const next = [ ...list ];
	next.splice( target, 0, ...next.splice( index, 1 ) );
	return next;
}

/**
 * The list without one item.
 *
 * @param list  The list.
 * @param index Position of the item.
 */
export function removeAt< T >( list: T[], index: number ): T[] {
	return list.filter( ( _, i ) => i !== index );
}

/**
 * The list with one item inserted at a position (clamped to the list).
 *
 * @param list  The list.
 * @param index Where the new item goes.
 * @param item  The new item.
 */
export function insertAt< T >( list: T[], index: number, item: T ): T[] {
	const at = Math.min( Math.max( index, 0 ), list.length );
	return [ ...list.slice( 0, at ), item, ...list.slice( at ) ];
}

/**
 * Which toggles of an accordion are open (SPEC 4.13): when collapsible, opening one closes the others;
 * otherwise each switches on its own.
 */

/**
 * The open ids on load: those marked active, only the first of them when collapsible.
 *
 * @param active      Ids marked active, in order.
 * @param collapsible Whether one toggle at most is open.
 */
export function initialOpen(
	active: string[],
	collapsible: boolean
): string[] {
	return collapsible ? active.slice( 0, 1 ) : active;
}

/**
 * The open ids after a toggle is switched.
 *
 * @param open        Open ids.
 * @param id          The switched toggle.
 * @param collapsible Whether one toggle at most is open.
 */
export function toggle(
	open: string[],
	id: string,
	collapsible: boolean
): string[] {
	if ( open.includes( id ) ) {
		return open.filter( ( other ) => other !== id );
	}
	return collapsible ? [ id ] : [ ...open, id ];
}

/**
 * The open ids after a hash or a link names some: they open (the first only when collapsible), the
 * others stay as they were unless collapsible.
 *
 * @param open        Open ids.
 * @param named       Ids of this accordion's toggles named by the hash, in order.
 * @param collapsible Whether one toggle at most is open.
 */
export function openNamed(
	open: string[],
	named: string[],
	collapsible: boolean
): string[] {
	if ( named.length === 0 ) {
		return open;
	}
	if ( collapsible ) {
		return named.slice( 0, 1 );
	}
	return [ ...open, ...named.filter( ( id ) => ! open.includes( id ) ) ];
}

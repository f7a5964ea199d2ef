/**
 * Adds an id to an element's aria-describedby, first (an error is read before a character count), or
 * takes it out, keeping the other ids it names.
 *
 * @param element The element.
 * @param id      The id of the describing element.
 * @param on      Whether the element is described by it.
 */
export function describedBy( element: Element, id: string, on: boolean ): void {
	const ids = ( element.getAttribute( 'aria-describedby' ) ?? '' )
		.split( /\s+/ )
		.filter( ( token ) => token && token !== id );
	if ( on ) {
		ids.unshift( id );
	}
	if ( ids.length ) {
		element.setAttribute( 'aria-describedby', ids.join( ' ' ) );
	} else {
		element.removeAttribute( 'aria-describedby' );
	}
}

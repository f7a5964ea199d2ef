/**
 * A ref callback that makes an element inert (out of the tab order and the accessibility tree) or not.
 * Set on the DOM, because React versions differ on how they write the boolean `inert` prop.
 *
 * @param inert Whether the element is inert.
 */
export function inertWhen( inert: boolean ) {
	return ( element: HTMLElement | null ) => {
		element?.toggleAttribute( 'inert', inert );
	};
}

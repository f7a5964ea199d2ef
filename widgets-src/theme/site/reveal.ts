/**
 * Delay of the reveal animation of SPEC 9: 0.05 s × (1 + index), in seconds.
 *
 * @param index The element's position among those entering together.
 */
export function revealDelay( index: number ): number {
	return Math.round( 0.05 * ( 1 + index ) * 1000 ) / 1000;
}

/**
 * Reveals elements once, the first time they enter the viewport, staggered (SPEC 2.11). Without
 * IntersectionObserver, or with reduced motion, everything is shown at once.
 *
 * @param elements Elements carrying the inkwell-reveal class.
 */
export function initReveal( elements: HTMLElement[] ): void {
	const reduceMotion = window.matchMedia(
		'(prefers-reduced-motion: reduce)'
	).matches;
	if ( reduceMotion || ! ( 'IntersectionObserver' in window ) ) {
		elements.forEach( ( element ) =>
			element.classList.add( 'is-revealed' )
		);
		return;
	}
	document.documentElement.classList.add( 'has-reveal' );
	const observer = new IntersectionObserver( ( entries ) => {
		entries
			.filter( ( entry ) => entry.isIntersecting )
			.forEach( ( entry, index ) => {
				const element = entry.target as HTMLElement;
				element.style.transitionDelay = `${ revealDelay( index ) }s`;
				element.classList.add( 'is-revealed' );
				observer.unobserve( element );
			} );
	} );
	elements.forEach( ( element ) => observer.observe( element ) );
}

/**
 * Hides the page preloader once the page has loaded (SPEC 2.5, 4.9).
 *
 * @param preloader The preloader element.
 */
export function initPreloader( preloader: HTMLElement ): void {
	const hide = () => preloader.classList.add( 'is-hidden' );
	if ( document.readyState === 'complete' ) {
		hide();
	} else {
		window.addEventListener( 'load', hide, { once: true } );
	}
}

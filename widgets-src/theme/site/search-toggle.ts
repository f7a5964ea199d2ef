/**
 * The header search toggle (SPEC 2.5) for narrow screens, where the search box sits in the menu
 * panel: it opens the panel and focuses the search input, or closes it again; aria-expanded follows
 * the panel. Wide screens show the box in the bar.
 *
 * @param toggle The toggle button (rendered hidden, shown once this runs).
 * @param menu   The menu disclosure holding the search box.
 */
export function initSearchToggle(
	toggle: HTMLButtonElement,
	menu: HTMLDetailsElement
): void {
	toggle.hidden = false;
	const panel = menu.querySelector( '.inkwell-menu__panel' );
	if ( panel?.id ) {
		toggle.setAttribute( 'aria-controls', panel.id );
	}
	const sync = () =>
		toggle.setAttribute( 'aria-expanded', String( menu.open ) );
	sync();
	menu.addEventListener( 'toggle', sync );
	toggle.addEventListener( 'click', () => {
		menu.open = ! menu.open;
		sync();
		if ( menu.open ) {
			menu.querySelector< HTMLInputElement >(
				'input[type="search"]'
			)?.focus();
		}
	} );
}

/**
 * The narrow-screen menu panel closes with Escape and gives focus back to its toggle.
 *
 * @param menu The menu disclosure.
 */
export function initMenuEscape( menu: HTMLDetailsElement ): void {
	menu.addEventListener( 'keydown', ( event ) => {
		const toggle = menu.querySelector< HTMLElement >( 'summary' );
		if (
			event.key === 'Escape' &&
			menu.open &&
			toggle &&
			toggle.offsetParent !== null
		) {
			menu.open = false;
			toggle.focus();
		}
	} );
}

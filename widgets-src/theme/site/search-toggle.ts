/**
 * The header search toggle (SPEC 2.5) for narrow screens, where the search box sits in the menu
 * panel: it opens the panel and focuses the search input. Wide screens show the box in the bar.
 *
 * @param toggle The toggle button (rendered hidden, shown once this runs).
 * @param menu   The menu disclosure holding the search box.
 */
export function initSearchToggle(
	toggle: HTMLButtonElement,
	menu: HTMLDetailsElement
): void {
	toggle.hidden = false;
	toggle.addEventListener( 'click', () => {
		menu.open = true;
		menu.querySelector< HTMLInputElement >(
			'input[type="search"]'
		)?.focus();
	} );
}

/**
 * A button that shows and hides the submenu of its menu item: aria-expanded tells its state, Escape
 * closes it and puts focus back on the button, and it closes when focus or a click goes elsewhere.
 *
 * @param item   The menu item holding the button and its submenu (gets the is-open class).
 * @param button The button.
 */
export function initDisclosure(
	item: HTMLElement,
	button: HTMLButtonElement
): void {
	const submenu = item.querySelector( '.sub-menu' );
	if ( submenu?.id ) {
		button.setAttribute( 'aria-controls', submenu.id );
	}
	const set = ( open: boolean ) => {
		item.classList.toggle( 'is-open', open );
		button.setAttribute( 'aria-expanded', String( open ) );
	};
	set( false );
	button.addEventListener( 'click', () =>
		set( button.getAttribute( 'aria-expanded' ) !== 'true' )
	);
	item.addEventListener( 'keydown', ( event ) => {
		if ( event.key === 'Escape' && item.classList.contains( 'is-open' ) ) {
			event.stopPropagation();
			set( false );
			button.focus();
		}
	} );
	item.addEventListener( 'focusout', ( event ) => {
		if ( ! item.contains( event.relatedTarget as Node | null ) ) {
			set( false );
		}
	} );
	document.addEventListener( 'click', ( event ) => {
		if ( ! item.contains( event.target as Node ) ) {
			set( false );
		}
	} );
}

/**
 * The top-level links with a submenu, whose submenu shows on hover and focus in the header bar
 * (main.css): aria-expanded follows whether it shows, and Escape hides it until focus or the pointer
 * leaves the item. In the narrow-screen panel every submenu shows and the links carry no state.
 *
 * @param nav   The primary navigation.
 * @param inBar Whether the menu sits in the header bar now.
 * @return Updates the links' state after the header changed its form.
 */
export function initHoverDropdowns(
	nav: HTMLElement,
	inBar: () => boolean
): () => void {
	const updates = Array.from(
		nav.querySelectorAll< HTMLAnchorElement >(
			':scope > ul > li.menu-item-has-children > a'
		)
	).map( ( link ) => {
		const item = link.parentElement!;
		let hovered = false;
		let dismissed = false;
		const update = ( focused = item.matches( ':focus-within' ) ) => {
			item.classList.toggle( 'is-dismissed', dismissed );
			if ( inBar() ) {
				link.setAttribute(
					'aria-expanded',
					String( ! dismissed && ( hovered || focused ) )
				);
			} else {
				link.removeAttribute( 'aria-expanded' );
			}
		};
		item.addEventListener( 'mouseenter', () => {
			hovered = true;
			dismissed = false;
			update();
		} );
		item.addEventListener( 'mouseleave', () => {
			hovered = false;
			update();
		} );
		item.addEventListener( 'focusin', () => update( true ) );
		item.addEventListener( 'focusout', ( event ) => {
			const focused = item.contains( event.relatedTarget as Node | null );
			if ( ! focused ) {
				dismissed = false;
			}
			update( focused );
		} );
		item.addEventListener( 'keydown', ( event ) => {
			if ( event.key === 'Escape' && ! dismissed && inBar() ) {
				event.stopPropagation();
				dismissed = true;
				link.focus();
				update();
			}
		} );
		return update;
	} );
	const sync = () => updates.forEach( ( update ) => update() );
	sync();
	return sync;
}

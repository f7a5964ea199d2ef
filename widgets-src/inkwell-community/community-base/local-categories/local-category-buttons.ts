/**
 * Internal dependencies
 */
import { localCategories, toggleLocalCategory } from './local-categories';

/** A guest's category follow button: plain HTML with its category in data-id and both labels. */
const BUTTON = 'button[data-inkwell-local-category]';

/**
 * Shows a button's followed state.
 *
 * @param button   The button.
 * @param followed Whether its category is followed.
 */
function show( button: HTMLElement, followed: boolean ): void {
	button.setAttribute( 'aria-pressed', followed ? 'true' : 'false' );
	button.classList.toggle( 'is-active', followed );
	const label = button.getAttribute(
		followed ? 'data-label-on' : 'data-label-off'
	);
	if ( label ) {
		button.textContent = label;
	}
}

/**
 * Restores the followed state of the guest category buttons inside `scope` (SPEC 4.2).
 *
 * @param scope The document or an inserted fragment.
 */
export function restoreLocalCategories( scope: ParentNode = document ): void {
	const ids = localCategories();
	scope
		.querySelectorAll< HTMLElement >( BUTTON )
		.forEach( ( button ) =>
			show(
				button,
				ids.includes( Number( button.getAttribute( 'data-id' ) ) )
			)
		);
}

/**
 * Adds or removes the clicked button's category in browser storage; every button of that category follows.
 *
 * @param event The click.
 */
export function handleLocalCategoryClick( event: MouseEvent ): void {
	const target = event.target instanceof Element ? event.target : null;
	const button = target?.closest< HTMLElement >( BUTTON );
	if ( ! button ) {
		return;
	}
	const id = Number( button.getAttribute( 'data-id' ) );
	if ( Number.isInteger( id ) && id > 0 ) {
		toggleLocalCategory( id );
		restoreLocalCategories();
	}
}

/**
 * Loads the comment form's image slots (the `comment-attachments` React island, with React itself) on the
 * first use of the form: focus anywhere in it, or a click on its file input. Until then the page runs no
 * React and the form keeps its plain file input. The scripts to load are printed by the plugin, as the
 * tags WordPress would print, in a <template>.
 */

/**
 * Internal dependencies
 */
import { runScriptTemplate } from '../../common/script-tags';

const TEMPLATE_ID = 'inkwell-comment-attachments-scripts';
const ISLAND = '[data-inkwell-island="comment-attachments"]';
const SLOT = '.inkwell-attachments__input';

let loading: Promise< void > | null = null;

/**
 * Loads the island's scripts, once per page.
 */
export function loadAttachmentScripts(): Promise< void > {
	const template = document.getElementById(
		TEMPLATE_ID
	) as HTMLTemplateElement | null;
	loading ??= template ? runScriptTemplate( template ) : Promise.resolve();
	return loading;
}

/**
 * The island's first slot input, once React has rendered it.
 *
 * @param island The island element.
 */
function firstSlot( island: Element ): Promise< HTMLInputElement > {
	return new Promise( ( resolve ) => {
		const find = () => island.querySelector< HTMLInputElement >( SLOT );
		const found = find();
		if ( found ) {
			resolve( found );
			return;
		}
		const observer = new MutationObserver( () => {
			const slot = find();
			if ( slot ) {
				observer.disconnect();
				resolve( slot );
			}
		} );
		observer.observe( island, { childList: true, subtree: true } );
	} );
}

/**
 * Wires the first use of a comment form to load its image slots.
 *
 * @param form The comment form.
 */
export function initLazyAttachments( form: HTMLFormElement ): void {
	const island = form.querySelector( ISLAND );
	const plain =
		island?.querySelector< HTMLInputElement >( 'input[type="file"]' );
	if ( ! island || ! plain || ! document.getElementById( TEMPLATE_ID ) ) {
		return;
	}
	// Focus that the plain input lost when the slots replaced it moves to the first slot; focus the reader
	// has taken elsewhere meanwhile stays there.
	let focused: EventTarget | null = null;
	form.addEventListener( 'focusin', ( event ) => {
		focused = event.target;
	} );
	const start = () =>
		loadAttachmentScripts()
			.then( () => firstSlot( island ) )
			.then( ( slot ) => {
				const active = form.ownerDocument.activeElement;
				if (
					focused === plain &&
					! plain.isConnected &&
					( ! active || active === form.ownerDocument.body )
				) {
					slot.focus();
				}
				return slot;
			} );
	form.addEventListener( 'focusin', start, { once: true } );
	// The file chooser opens on the first slot, not on the plain input that is about to go.
	plain.addEventListener( 'click', ( event ) => {
		if ( island.querySelector( SLOT ) ) {
			return;
		}
		event.preventDefault();
		start().then( ( slot ) => slot.click() );
	} );
}

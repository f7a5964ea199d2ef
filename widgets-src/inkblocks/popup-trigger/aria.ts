/**
 * Internal dependencies
 */
import { dialogId } from '../popups/constants';

/** The attribute holding the per-element trigger settings of SPEC 3. */
const SETTINGS = 'data-inkblocks-popup-trigger';

/**
 * The popup a trigger block's control opens: attached-popup of its own settings, or of its block's (a
 * control inside wrapped blocks has none of its own); 0 when none.
 *
 * @param control The control (button or link).
 */
export function popupOf( control: Element ): number {
	const holder = control.hasAttribute( SETTINGS )
		? control
		: control.closest( `.inkblocks-popup-trigger[${ SETTINGS }]` );
	try {
		const settings: unknown = JSON.parse(
			holder?.getAttribute( SETTINGS ) ?? '{}'
		);
		const id = Number(
			( settings as Record< string, unknown > | null )?.[
				'attached-popup'
			]
		);
		return Number.isInteger( id ) && id > 0 ? id : 0;
	} catch {
		return 0;
	}
}

/**
 * Points the controls that open a popup at its dialog while it is open (aria-controls), and drops the
 * reference once it is closed (the dialog is then gone from the page).
 *
 * @param root    Where the controls are.
 * @param popupId The popup.
 * @param open    Whether it is open now.
 */
export function markControls(
	root: ParentNode,
	popupId: number,
	open: boolean
): void {
	root.querySelectorAll( '.inkblocks-popup-trigger__control' ).forEach(
		( control ) => {
			if ( popupOf( control ) !== popupId ) {
				return;
			}
			if ( open ) {
				control.setAttribute( 'aria-controls', dialogId( popupId ) );
			} else {
				control.removeAttribute( 'aria-controls' );
			}
		}
	);
}

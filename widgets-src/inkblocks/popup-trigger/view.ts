/**
 * The Popup trigger block's view script: the popups island opens the popup; this names the open dialog in
 * aria-controls of the triggers that open it, for as long as the dialog exists.
 */

/**
 * Internal dependencies
 */
import { CLOSE_EVENT, OPEN_EVENT } from '../popups/constants';
import { markControls } from './aria';
import './style.scss';

const follow = ( open: boolean ) => ( event: Event ) => {
	const popupId = Number(
		( event as CustomEvent< { popupId?: number } > ).detail?.popupId
	);
	if ( popupId > 0 ) {
		markControls( document, popupId, open );
	}
};

document.addEventListener( OPEN_EVENT, follow( true ) );
document.addEventListener( CLOSE_EVENT, follow( false ) );

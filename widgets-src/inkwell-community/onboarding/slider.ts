/**
 * The onboarding slider (SPEC 2.7), a <dialog> printed by the plugin: Next shows the next slide, Skip
 * jumps to the last one, Close closes the popup (so do Escape and the corner button). On the last slide
 * Next and Skip give way to Close. The arrow keys move between slides; the focus goes to each new
 * slide's title so screen readers read it. Motion is CSS only, off under prefers-reduced-motion.
 */

/**
 * Internal dependencies
 */
import { dialogsClosed, showDialog } from '../../common/dialog';
import { arrowStep } from '../../common/direction';

/**
 * Shows one slide and the controls that make sense there.
 *
 * @param dialog The slider.
 * @param index  The slide to show, clamped to the slides there are.
 */
export function showSlide( dialog: HTMLElement, index: number ): number {
	const slides = [
		...dialog.querySelectorAll< HTMLElement >( '[data-inkwell-slide]' ),
	];
	const current = Math.max( 0, Math.min( index, slides.length - 1 ) );
	slides.forEach( ( slide, i ) => {
		slide.hidden = i !== current;
	} );
	const last = current === slides.length - 1;
	dialog
		.querySelectorAll< HTMLElement >(
			'[data-inkwell-onboarding-next], [data-inkwell-onboarding-skip]'
		)
		.forEach( ( button ) => ( button.hidden = last ) );
	dialog
		.querySelectorAll< HTMLElement >(
			'.inkwell-onboarding__controls [data-inkwell-onboarding-close]'
		)
		.forEach( ( button ) => ( button.hidden = ! last ) );
	const title = slides[ current ]?.querySelector< HTMLElement >( 'h2' );
	if ( title ) {
		dialog.setAttribute( 'aria-labelledby', title.id );
	}
	dialog.dataset.current = String( current );
	return current;
}

/**
 * Wires the slider's controls and opens it, once no other dialog is open.
 *
 * @param dialog The slider.
 * @return Resolves once it is open.
 */
export async function startOnboarding(
	dialog: HTMLDialogElement
): Promise< void > {
	const count = dialog.querySelectorAll( '[data-inkwell-slide]' ).length;
	const go = ( index: number ) => {
		const current = showSlide( dialog, index );
		dialog
			.querySelectorAll< HTMLElement >( '[data-inkwell-slide] h2' )
			[ current ]?.focus();
	};
	const at = () => Number( dialog.dataset.current ?? 0 );

	dialog.addEventListener( 'click', ( event ) => {
		const target = event.target instanceof Element ? event.target : null;
		if ( target?.closest( '[data-inkwell-onboarding-next]' ) ) {
			go( at() + 1 );
		} else if ( target?.closest( '[data-inkwell-onboarding-skip]' ) ) {
			go( count - 1 );
		} else if ( target?.closest( '[data-inkwell-onboarding-close]' ) ) {
			dialog.close();
		}
	} );
	dialog.addEventListener( 'keydown', ( event ) => {
		const step = arrowStep( event.key, dialog );
		if ( step ) {
			go( at() + step );
		}
	} );

	showSlide( dialog, 0 );
	// It opens on its own: after any dialog the reader has open.
	await dialogsClosed();
	showDialog( dialog, {
		focus: dialog.querySelector< HTMLElement >( '[data-inkwell-slide] h2' ),
	} );
}

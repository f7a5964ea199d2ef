/**
 * The profile form of the account page (SPEC 2.8): the cover preview follows the chosen overlay, a
 * chosen image is checked (type and size, as the server will) and previewed, and "Remove image" sets the
 * hidden delete flag to '1' and previews the initials avatar. Saving is the form's own submission.
 */

/** Why a chosen file is refused, or null when it is fine. */
export type ImageProblem = 'type' | 'size' | null;

/**
 * Checks a chosen file against the accepted types and the size limit.
 *
 * @param file     The file.
 * @param types    Accepted MIME types.
 * @param maxBytes Size limit.
 */
export function imageProblem(
	file: Pick< File, 'type' | 'size' >,
	types: string[],
	maxBytes: number
): ImageProblem {
	if ( ! types.includes( file.type ) ) {
		return 'type';
	}
	return file.size > maxBytes ? 'size' : null;
}

/**
 * Shows the overlay named by `value` on the preview cover: its class is is-overlay-{value}.
 *
 * @param cover The cover element.
 * @param value The overlay value.
 */
export function previewOverlay( cover: Element, value: string ): void {
	[ ...cover.classList ]
		.filter( ( name ) => name.startsWith( 'is-overlay-' ) )
		.forEach( ( name ) => cover.classList.remove( name ) );
	cover.classList.add( `is-overlay-${ value }` );
}

/**
 * Wires one profile form.
 *
 * @param form The form.
 */
export function enhanceProfileForm( form: HTMLFormElement ): void {
	const cover = form.querySelector( '[data-inkwell-cover]' );
	const avatar = form.querySelector< HTMLImageElement >(
		'.inkwell-profile-preview img'
	);
	const input =
		form.querySelector< HTMLInputElement >( 'input[type="file"]' );
	const flag = form.querySelector< HTMLInputElement >(
		'[data-inkwell-image-delete-flag]'
	);
	const remove = form.querySelector< HTMLButtonElement >(
		'[data-inkwell-image-delete]'
	);
	const error = form.querySelector< HTMLElement >(
		'[data-inkwell-image-error]'
	);
	const status = form.querySelector< HTMLElement >(
		'[data-inkwell-image-status]'
	);
	const types = ( form.dataset.types ?? '' ).split( ',' );
	const maxBytes = Number( form.dataset.maxBytes ?? 0 );
	let preview = '';

	const showAvatar = ( src: string ) => {
		if ( preview ) {
			URL.revokeObjectURL( preview );
			preview = '';
		}
		if ( avatar ) {
			avatar.removeAttribute( 'srcset' );
			avatar.src = src;
		}
	};
	const showError = ( text: string ) => {
		if ( error ) {
			error.textContent = text;
			error.hidden = text === '';
		}
		input?.setAttribute( 'aria-invalid', text ? 'true' : 'false' );
	};

	form.addEventListener( 'change', ( event ) => {
		const target = event.target;
		if (
			target instanceof HTMLInputElement &&
			target.name === 'cover_overlay' &&
			cover
		) {
			previewOverlay( cover, target.value );
		}
	} );

	input?.addEventListener( 'change', () => {
		const file = input.files?.[ 0 ];
		if ( ! file ) {
			return;
		}
		const problem = imageProblem( file, types, maxBytes );
		if ( problem ) {
			showError(
				error?.getAttribute(
					problem === 'type'
						? 'data-message-type'
						: 'data-message-size'
				) ?? ''
			);
			input.value = '';
			return;
		}
		showError( '' );
		showAvatar( '' );
		preview = URL.createObjectURL( file );
		if ( avatar ) {
			avatar.src = preview;
		}
		if ( flag ) {
			flag.value = '0';
		}
		if ( remove ) {
			remove.hidden = false;
		}
		if ( status ) {
			status.textContent = '';
		}
	} );

	remove?.addEventListener( 'click', ( event ) => {
		// Without this script the button submits the flag itself; here it only marks the removal.
		event.preventDefault();
		if ( flag ) {
			flag.value = '1';
		}
		if ( input ) {
			input.value = '';
		}
		showError( '' );
		showAvatar( remove.dataset.initials ?? '' );
		remove.hidden = true;
		if ( status ) {
			status.textContent = status.dataset.messageRemoved ?? '';
		}
		input?.focus();
	} );
}

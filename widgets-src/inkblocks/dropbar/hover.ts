/**
 * The dropbar's open state on hover: opening at once, closing hide_delay ms after the pointer leaves,
 * unless it comes back first (SPEC 4.13).
 */

export interface HoverIntent {
	/** The pointer entered: open now and forget any pending close. */
	enter: () => void;
	/** The pointer left: close after the delay. */
	leave: () => void;
	/** Forgets any pending close. */
	cancel: () => void;
}

/**
 * Creates the hover logic.
 *
 * @param setOpen   Sets the open state.
 * @param hideDelay Delay before closing, in ms.
 */
export function hoverIntent(
	setOpen: ( open: boolean ) => void,
	hideDelay: number
): HoverIntent {
	let timer: ReturnType< typeof setTimeout > | undefined;
	const cancel = () => {
		if ( timer !== undefined ) {
			clearTimeout( timer );
			timer = undefined;
		}
	};
	return {
		enter() {
			cancel();
			setOpen( true );
		},
		leave() {
			cancel();
			timer = setTimeout( () => {
				timer = undefined;
				setOpen( false );
			}, hideDelay );
		},
		cancel,
	};
}

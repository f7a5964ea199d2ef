/**
 * WordPress dependencies
 */
import { useEffect, useRef } from '@wordpress/element';

/**
 * Focus for what the scratch cover's "Reveal" button uncovered: the button goes once used, so the
 * uncovered content takes the focus when it shows, but only when the button (not scratching) opened it.
 *
 * @param shown Whether the content shows.
 * @return The content's ref, and `opened( byButton )` to call when the cover opens.
 */
export function useFocusOnReveal< T extends HTMLElement >( shown: boolean ) {
	const content = useRef< T | null >( null );
	const byButton = useRef( false );
	useEffect( () => {
		if ( shown && byButton.current ) {
			byButton.current = false;
			content.current?.focus();
		}
	}, [ shown ] );
	return {
		content,
		opened: ( button: boolean ) => {
			byButton.current = button;
		},
	};
}

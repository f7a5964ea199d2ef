/**
 * The character counter of SPEC 5.3 beside a text field whose length is limited.
 */

/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { describedBy } from './described-by';

/**
 * What the counter says: characters left (or over), or how many of the minimum are typed.
 *
 * @param length    Characters typed.
 * @param minLength Minimum, or null.
 * @param maxLength Maximum, or null.
 */
export function counterText(
	length: number,
	minLength: number | null,
	maxLength: number | null
): string {
	if ( maxLength === null ) {
		return sprintf(
			/* translators: 1: characters typed, 2: minimum */
			__( '%1$d of at least %2$d characters', 'inkwell-forms' ),
			length,
			minLength ?? 0
		);
	}
	const left = maxLength - length;
	return left >= 0
		? sprintf(
				/* translators: %d: number of characters */
				_n(
					'%d character left',
					'%d characters left',
					left,
					'inkwell-forms'
				),
				left
			)
		: sprintf(
				/* translators: %d: number of characters */
				_n(
					'%d character too many',
					'%d characters too many',
					-left,
					'inkwell-forms'
				),
				-left
			);
}

/**
 * A limit printed on the control, or null.
 *
 * @param control   The control.
 * @param attribute minlength or maxlength.
 */
function limit(
	control: HTMLInputElement | HTMLTextAreaElement,
	attribute: 'minlength' | 'maxlength'
): number | null {
	const value = control.getAttribute( attribute );
	return value === null ? null : Number( value );
}

/**
 * Puts a counter after a control with a minlength or maxlength, describing it, flagged when the text is
 * too long or too short. Does nothing for a control without a limit.
 *
 * @param control The text input or text area.
 * @return Updates the counter (the island calls it after a reset); null without a counter.
 */
export function attachCounter(
	control: HTMLInputElement | HTMLTextAreaElement
): ( () => void ) | null {
	const minLength = limit( control, 'minlength' );
	const maxLength = limit( control, 'maxlength' );
	if ( minLength === null && maxLength === null ) {
		return null;
	}
	const counter = control.ownerDocument.createElement( 'span' );
	counter.id = `${ control.id }-counter`;
	counter.className = 'inkwell-contact-form__counter';
	counter.setAttribute( 'aria-live', 'polite' );
	control.after( counter );
	describedBy( control, counter.id, true );
	const update = () => {
		// Characters as the server counts them (code points, as mb_strlen).
		const length = Array.from( control.value ).length;
		counter.textContent = counterText( length, minLength, maxLength );
		counter.classList.toggle(
			'is-too-long',
			maxLength !== null && length > maxLength
		);
		counter.classList.toggle(
			'is-too-short',
			minLength !== null && length > 0 && length < minLength
		);
	};
	control.addEventListener( 'input', update );
	update();
	return update;
}

/**
 * The event a form dispatches (bubbling) after a successful submit; a popup around it closes 3000 ms
 * later (SPEC 4.11). The newsletter form and the contact form send it, the popup listens.
 */
export const FORM_SUCCESS_EVENT = 'inkblocks:form-success';

/**
 * Tells whatever holds the form (a popup) that it was sent successfully.
 *
 * @param form The form that succeeded.
 */
export function announceFormSuccess( form: Element ): void {
	form.dispatchEvent(
		new CustomEvent( FORM_SUCCESS_EVENT, { bubbles: true } )
	);
}

/**
 * The fraction counter of the panel slider ('2 / 5', SPEC 2.9).
 */

/**
 * Fills the translated counter template printed by the server ('%1$s / %2$s').
 *
 * @param template Template with %1$s for the current slide and %2$s for the number of slides.
 * @param current  Current slide, counted from 1.
 * @param total    Number of slides.
 */
export function formatCounter(
	template: string,
	current: number,
	total: number
): string {
	return template
		.replace( '%1$s', String( current ) )
		.replace( '%2$s', String( total ) );
}

/**
 * Whether the reader asked for less motion (animations then finish at once).
 */
export function prefersReducedMotion(): boolean {
	return (
		window.matchMedia?.( '(prefers-reduced-motion: reduce)' ).matches ??
		false
	);
}

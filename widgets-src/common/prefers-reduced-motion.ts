/**
 * Whether the visitor asked the system for less motion: animated widgets then show their end state.
 */
export function prefersReducedMotion(): boolean {
	return (
		typeof window.matchMedia === 'function' &&
		window.matchMedia( '(prefers-reduced-motion: reduce)' ).matches
	);
}

/**
 * Matchers added by @wordpress/jest-console (part of the WordPress Jest preset).
 */
declare namespace jest {
	interface Matchers< R > {
		toHaveErrored: () => R;
		toHaveWarned: () => R;
	}
}

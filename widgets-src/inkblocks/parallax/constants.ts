/**
 * SPEC 9 constants of the parallax sections.
 */

/**
 * Internal dependencies
 */
import type { Device } from '../../common/device-breakpoints';

/** The parallax types. */
export const PARALLAX_TYPES = [
	'scroll',
	'h-scroll',
	'zoom',
	'rotate',
	'blur',
	'opacity',
	'mouse',
] as const;

export type ParallaxType = ( typeof PARALLAX_TYPES )[ number ];

/** Parallax runs on desktop and tablet by default. */
export const PARALLAX_DEVICES: Device[] = [ 'desktop', 'tablet' ];

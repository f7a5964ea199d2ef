/**
 * Responsive breakpoints of block settings per device: SPEC 9 reading B, as DESIGN 4b fixes for blocks.
 * Mobile and tablet are enabled; the others exist but are off by default.
 */

export type Device = 'mobile' | 'tablet' | 'desktop';

/** Reading B: each breakpoint's largest width in px and whether it is enabled by default. */
export const DEVICE_BREAKPOINTS = {
	mobile: { max: 767, enabled: true },
	mobile_extra: { max: 880, enabled: false },
	tablet: { max: 1024, enabled: true },
	tablet_extra: { max: 1200, enabled: false },
	laptop: { max: 1366, enabled: false },
	widescreen: { min: 2400, enabled: false },
} as const;

/**
 * The device of a viewport width with the enabled breakpoints (mobile up to 767, tablet up to 1024).
 *
 * @param width Viewport width in CSS px.
 */
export function deviceOf( width: number ): Device {
	if ( width <= DEVICE_BREAKPOINTS.mobile.max ) {
		return 'mobile';
	}
	return width <= DEVICE_BREAKPOINTS.tablet.max ? 'tablet' : 'desktop';
}

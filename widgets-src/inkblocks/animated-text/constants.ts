/**
 * SPEC 9 constants of the animated text.
 */

/** Rotation delay in ms. */
export const ANIMATED_TEXT_DELAY = 3000;

/** The effects fx1 to fx12. */
export const ANIMATED_TEXT_EFFECTS = [
	'fx1',
	'fx2',
	'fx3',
	'fx4',
	'fx5',
	'fx6',
	'fx7',
	'fx8',
	'fx9',
	'fx10',
	'fx11',
	'fx12',
] as const;

export type Effect = ( typeof ANIMATED_TEXT_EFFECTS )[ number ];

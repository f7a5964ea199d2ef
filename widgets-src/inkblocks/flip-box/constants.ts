/**
 * SPEC 9 constants of the scratch effect.
 */

/** The scratch effect completes at 75% scratched. */
export const SCRATCH_COMPLETE = 0.75;

/** Every how many pixels the scratched share is sampled (a 4x4 grid keeps it fast on large covers). */
export const SCRATCH_SAMPLE_STEP = 4;

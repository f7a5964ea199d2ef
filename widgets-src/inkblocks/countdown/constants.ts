/**
 * SPEC 9 constants of the countdown timer.
 */

/** The countdown ticks every 1 s. */
export const COUNTDOWN_TICK = 1000;

/** Browser storage key prefix of an evergreen countdown's per-visitor deadline. */
export const EVERGREEN_STORAGE_PREFIX = 'inkblocks-countdown-';

/**
 * Player constants of SPEC section 9, shared by the video and audio blocks.
 */

/** How often a player checks whether its media is ready to play (ms). */
export const READINESS_INTERVAL = 350;

/** The volume an audio player starts at. */
export const AUDIO_START_VOLUME = 0.8;

/** How far the arrow keys seek (s) and change the volume. */
export const SEEK_STEP = 5;
export const VOLUME_STEP = 0.1;

/**
 * The track after `current`, or null at the end of a playlist that does not loop.
 *
 * @param current Index of the current track.
 * @param count   Number of tracks.
 * @param step    1 for the next track, -1 for the previous one.
 * @param loop    Whether the playlist wraps around.
 */
export function stepTrack(
	current: number,
	count: number,
	step: 1 | -1,
	loop: boolean
): number | null {
	const next = current + step;
	if ( next >= 0 && next < count ) {
		return next;
	}
	return loop && count > 0 ? ( next + count ) % count : null;
}

/**
 * The next word of a rotation, or null when a rotation that does not loop has shown its last word.
 *
 * @param index Current word.
 * @param count Number of words.
 * @param loop  Whether it starts again after the last word.
 */
export function nextWord(
	index: number,
	count: number,
	loop: boolean
): number | null {
	if ( count < 2 || ( ! loop && index >= count - 1 ) ) {
		return null;
	}
	return ( index + 1 ) % count;
}

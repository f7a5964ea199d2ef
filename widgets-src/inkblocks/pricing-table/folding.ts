/**
 * The pricing table's features while folded or unfolded (SPEC 4.13).
 */

/**
 * Whether a feature shows: all when unfolded, the first `visible` when folded.
 *
 * @param index    The feature's position.
 * @param visible  How many show while folded.
 * @param unfolded Whether the list is unfolded.
 */
export function featureShown(
	index: number,
	visible: number,
	unfolded: boolean
): boolean {
	return unfolded || index < visible;
}

/**
 * The fold button's label and icon: the unfold text and icon while folded, the fold ones while unfolded.
 *
 * @param unfolded         Whether the list is unfolded.
 * @param texts            The two labels.
 * @param texts.unfoldText Label while folded.
 * @param texts.foldText   Label while unfolded.
 */
export function foldButton(
	unfolded: boolean,
	texts: { unfoldText: string; foldText: string }
): { label: string; icon: 'fold' | 'unfold' } {
	return unfolded
		? { label: texts.foldText, icon: 'fold' }
		: { label: texts.unfoldText, icon: 'unfold' };
}

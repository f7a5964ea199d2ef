/**
 * The edits of the pricing table's feature list on the canvas, each answering the new list and the
 * feature that takes the caret next (null: none).
 */

/**
 * Internal dependencies
 */
import { insertAt, moveAt, removeAt } from '../../common/editor/list';
import type { Feature } from './types';

/** A list edit: the new features and the position of the feature to focus. */
export interface FeatureEdit {
	features: Feature[];
	focus: number | null;
}

/**
 * A new, empty, included feature after the one at `index` (Enter at its end); -1 puts it first.
 *
 * @param features The features.
 * @param index    The feature it follows.
 */
export function addAfter( features: Feature[], index: number ): FeatureEdit {
	const at = Math.min( index + 1, features.length );
	return {
		features: insertAt( features, at, { text: '', included: true } ),
		focus: at,
	};
}

/**
 * The list without the feature at `index`; the caret goes to the one before it, else to the new first.
 *
 * @param features The features.
 * @param index    The feature to remove.
 */
export function remove( features: Feature[], index: number ): FeatureEdit {
	const next = removeAt( features, index );
	return {
		features: next,
		focus: next.length ? Math.max( index - 1, 0 ) : null,
	};
}

/**
 * The list with the feature at `index` moved one place up (-1) or down (1); the caret follows it.
 *
 * @param features The features.
 * @param index    The feature to move.
 * @param step     -1 or 1.
 */
export function move(
	features: Feature[],
	index: number,
	step: number
): FeatureEdit {
	const next = moveAt( features, index, step );
	return {
		features: next,
		focus: next === features ? index : index + step,
	};
}

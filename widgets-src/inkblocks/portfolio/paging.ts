/**
 * Internal dependencies
 */
import { FILTER_ALL } from './constants';
import type { ItemState } from './types';

/**
 * Filters and pages the items (SPEC 4.13): an item matches the filter when it carries its slug ('all'
 * matches every item); the first `shown` matching items are visible, the other matching ones are 'more'
 * (behind 'view more'); items that do not match are neither.
 *
 * @param items  Each item's category slugs.
 * @param filter The active filter.
 * @param shown  How many matching items are revealed.
 * @return Each item's state and whether 'view more' still has something to reveal.
 */
export function portfolioView(
	items: { slug: string[] }[],
	filter: string,
	shown: number
): { states: ItemState[]; hasMore: boolean } {
	let matched = 0;
	const states = items.map( ( item ) => {
		const matches = filter === FILTER_ALL || item.slug.includes( filter );
		if ( ! matches ) {
			return { visible: false, more: false };
		}
		matched++;
		return matched <= shown
			? { visible: true, more: false }
			: { visible: false, more: true };
	} );
	return { states, hasMore: states.some( ( state ) => state.more ) };
}

/**
 * Masonry placement: each item goes under the column that is shortest so far, so the items keep their
 * order in the document (and for the keyboard) while the columns fill evenly.
 *
 * @param heights Each item's height in pixels.
 * @param columns Number of columns.
 * @param gap     Space between items, in pixels.
 * @return Each item's column and top offset, and the height of the whole.
 */
export function masonryLayout(
	heights: number[],
	columns: number,
	gap: number
): { positions: { column: number; top: number }[]; height: number } {
	const bottoms = new Array< number >( Math.max( 1, columns ) ).fill( 0 );
	const positions = heights.map( ( height ) => {
		const column = bottoms.indexOf( Math.min( ...bottoms ) );
		const top = bottoms[ column ] ?? 0;
		bottoms[ column ] = top + height + gap;
		return { column, top };
	} );
	return {
		positions,
		height: Math.max(
			0,
			Math.max( ...bottoms ) - ( heights.length ? gap : 0 )
		),
	};
}

/**
 * Which tab is active: the next one when cycling, and the one a hash names.
 */

/**
 * Internal dependencies
 */
import type { PanelItem } from '../../common/panel-content';

/**
 * The tab after `index`, wrapping to the first (automatic cycling).
 *
 * @param index Current index.
 * @param count Number of tabs.
 */
export function nextTab( index: number, count: number ): number {
	return count > 0 ? ( index + 1 ) % count : 0;
}

/**
 * The index of the first tab whose id is among `ids`, or -1.
 *
 * @param items The tabs.
 * @param ids   Ids from the hash or a link.
 */
export function tabForIds( items: PanelItem[], ids: string[] ): number {
	return items.findIndex( ( item ) => ids.includes( item.id ) );
}

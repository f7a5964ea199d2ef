/**
 * The Timeline block's earlier versions: until issue 16 its events were an `items` attribute typed in
 * the sidebar (a self-closing block); they become Timeline event child blocks when the post is opened.
 */

/**
 * WordPress dependencies
 */
import type { BlockDeprecation } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import { itemsDeprecation } from '../../common/editor/items-deprecation';
import metadata from './block.json';
import { eventFromLegacy } from './legacy';
import type { TimelineAttributes, LegacyTimelineItem } from './types';

export const deprecated: Array<
	BlockDeprecation< TimelineAttributes, Record< string, unknown > >
> = [
	itemsDeprecation< TimelineAttributes, LegacyTimelineItem >(
		metadata.attributes,
		'inkblocks/timeline-event',
		eventFromLegacy
	),
];

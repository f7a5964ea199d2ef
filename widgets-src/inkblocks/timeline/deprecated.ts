/**
 * The Timeline block's earlier versions: until issue 16 its events were an `items` attribute typed in
 * the sidebar (a self-closing block); they become Timeline event child blocks when the post is opened.
 */

/**
 * WordPress dependencies
 */
import { createBlock, type BlockDeprecation } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import metadata from './block.json';
import { eventFromLegacy } from './legacy';
import type { TimelineAttributes, LegacyTimelineItem } from './types';

export const deprecated: Array<
	BlockDeprecation< TimelineAttributes, Record< string, unknown > >
> = [
	{
		attributes: {
			...metadata.attributes,
			items: { type: 'array', default: [] },
		},
		save: () => null,
		/**
		 * A block that still holds its events in `items`, with no child yet (its markup is valid as it is).
		 *
		 * @param attributes  The attributes parsed from the saved comment.
		 * @param innerBlocks The block's children.
		 */
		isEligible: ( attributes, innerBlocks ) =>
			Array.isArray( attributes.items ) &&
			attributes.items.length > 0 &&
			innerBlocks.length === 0,
		/**
		 * The attributes without `items`, and a Timeline event block per item.
		 *
		 * @param attributes The old attributes.
		 */
		migrate: ( attributes ) => {
			const { items, ...rest } = attributes;
			return [
				rest as TimelineAttributes,
				( Array.isArray( items ) ? items : [] )
					.filter(
						( item ): item is LegacyTimelineItem =>
							!! item && typeof item === 'object'
					)
					.map( ( item ) =>
						createBlock(
							'inkblocks/timeline-event',
							eventFromLegacy( item )
						)
					),
			];
		},
	},
];

/**
 * The Timeline block's transforms: a core List becomes a timeline (an item "2019: The first issue" is an
 * event dated 2019), and a timeline becomes a List again.
 */

/**
 * WordPress dependencies
 */
import { createBlock } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import type { TimelineEventAttributes } from '../timeline-event/types';
import { eventFromListItem, listItemFromEvent } from './legacy';

/** A block as a transform reads it. */
interface AnyBlock {
	name: string;
	attributes: Record< string, unknown >;
	innerBlocks: AnyBlock[];
}

export const transforms = {
	from: [
		{
			type: 'block' as const,
			blocks: [ 'core/list' ],
			transform: ( _attributes: unknown, innerBlocks: unknown ) =>
				createBlock(
					'inkblocks/timeline',
					{},
					( innerBlocks as AnyBlock[] )
						.filter( ( item ) => item.name === 'core/list-item' )
						.map( ( item ) =>
							createBlock(
								'inkblocks/timeline-event',
								eventFromListItem(
									String( item.attributes.content ?? '' )
								)
							)
						)
				),
		},
	],
	to: [
		{
			type: 'block' as const,
			blocks: [ 'core/list' ],
			transform: ( _attributes: unknown, innerBlocks: unknown ) =>
				createBlock(
					'core/list',
					{ ordered: true },
					(
						innerBlocks as Array< {
							attributes: Partial< TimelineEventAttributes >;
						} >
					 ).map( ( event ) =>
						createBlock( 'core/list-item', {
							content: listItemFromEvent( event.attributes ),
						} )
					)
				),
		},
	],
};

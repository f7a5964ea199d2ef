/**
 * The earlier version of a block whose children were an `items` attribute typed in the sidebar (a
 * self-closing block, until issue 16): when the post is opened, each item becomes a child block.
 */

/**
 * WordPress dependencies
 */
import { createBlock, type BlockDeprecation } from '@wordpress/blocks';

/**
 * The deprecation.
 *
 * @param attributes The block's attributes now (its block.json's), to which `items` is added.
 * @param child      The child block's name.
 * @param childOf    The child block's attributes of an item.
 */
export function itemsDeprecation<
	A extends Record< string, unknown >,
	I extends object,
>(
	attributes: Record< string, unknown >,
	child: string,
	childOf: ( item: I ) => Record< string, unknown >
): BlockDeprecation< A, Record< string, unknown > > {
	return {
		attributes: {
			...attributes,
			items: { type: 'array', default: [] },
		},
		save: () => null,
		/**
		 * A block that still holds its items in `items`, with no child yet (its markup is valid as it is).
		 *
		 * @param old         The attributes parsed from the saved comment.
		 * @param innerBlocks The block's children.
		 */
		isEligible: ( old, innerBlocks ) =>
			Array.isArray( old.items ) &&
			old.items.length > 0 &&
			innerBlocks.length === 0,
		/**
		 * The attributes without `items`, and a child block per item.
		 *
		 * @param old The old attributes.
		 */
		migrate: ( old ) => {
			const { items, ...rest } = old;
			return [
				rest as A,
				( Array.isArray( items ) ? items : [] )
					.filter(
						( item ): item is I =>
							!! item && typeof item === 'object'
					)
					.map( ( item ) => createBlock( child, childOf( item ) ) ),
			];
		},
	};
}

/**
 * The Testimonials block's earlier versions: until issue 16 its quotes were an `items` attribute typed in
 * the sidebar (a self-closing block); they become Testimonial child blocks when the post is opened.
 */

/**
 * WordPress dependencies
 */
import { createBlock, type BlockDeprecation } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import metadata from './block.json';
import { testimonialFromLegacy } from './legacy';
import type { LegacyTestimonial, TestimonialsAttributes } from './types';

export const deprecated: Array<
	BlockDeprecation< TestimonialsAttributes, Record< string, unknown > >
> = [
	{
		attributes: {
			...metadata.attributes,
			items: { type: 'array', default: [] },
		},
		save: () => null,
		/**
		 * A block that still holds its quotes in `items`, with no child yet (its markup is valid as it is).
		 *
		 * @param attributes  The attributes parsed from the saved comment.
		 * @param innerBlocks The block's children.
		 */
		isEligible: ( attributes, innerBlocks ) =>
			Array.isArray( attributes.items ) &&
			attributes.items.length > 0 &&
			innerBlocks.length === 0,
		/**
		 * The attributes without `items`, and a Testimonial block per item.
		 *
		 * @param attributes The old attributes.
		 */
		migrate: ( attributes ) => {
			const { items, ...rest } = attributes;
			return [
				rest as TestimonialsAttributes,
				( Array.isArray( items ) ? items : [] )
					.filter(
						( item ): item is LegacyTestimonial =>
							!! item && typeof item === 'object'
					)
					.map( ( item ) =>
						createBlock(
							'inkblocks/testimonial',
							testimonialFromLegacy( item )
						)
					),
			];
		},
	},
];

/**
 * The Testimonials block's earlier versions: until issue 16 its quotes were an `items` attribute typed in
 * the sidebar (a self-closing block); they become Testimonial child blocks when the post is opened.
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
import { testimonialFromLegacy } from './legacy';
import type { LegacyTestimonial, TestimonialsAttributes } from './types';

export const deprecated: Array<
	BlockDeprecation< TestimonialsAttributes, Record< string, unknown > >
> = [
	itemsDeprecation< TestimonialsAttributes, LegacyTestimonial >(
		metadata.attributes,
		'inkblocks/testimonial',
		testimonialFromLegacy
	),
];

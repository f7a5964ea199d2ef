/**
 * The Testimonials block's transforms: core Quote blocks become testimonials (one each), and
 * testimonials become Quotes again.
 */

/**
 * WordPress dependencies
 */
import { createBlock } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import type { TestimonialAttributes } from '../testimonial/types';
import { testimonialFromQuote, type QuoteBlock } from './legacy';

/** A Testimonial child as a transform reads it. */
interface TestimonialBlock {
	attributes: Partial< TestimonialAttributes >;
}

export const transforms = {
	from: [
		{
			type: 'block' as const,
			blocks: [ 'core/quote' ],
			isMultiBlock: true,
			transform: ( attributes: unknown, innerBlocks: unknown ) => {
				const quotes = attributes as Array<
					QuoteBlock[ 'attributes' ]
				>;
				const inner = innerBlocks as Array<
					QuoteBlock[ 'innerBlocks' ]
				>;
				return createBlock(
					'inkblocks/testimonials',
					{
						layout: quotes.length > 3 ? 'carousel' : 'grid',
						columns: Math.min( Math.max( quotes.length, 1 ), 3 ),
						showRating: false,
					},
					quotes.map( ( quote, index ) =>
						createBlock(
							'inkblocks/testimonial',
							testimonialFromQuote( {
								attributes: quote,
								innerBlocks: inner[ index ] ?? [],
							} )
						)
					)
				);
			},
		},
	],
	to: [
		{
			type: 'block' as const,
			blocks: [ 'core/quote' ],
			transform: ( _attributes: unknown, innerBlocks: unknown ) =>
				( innerBlocks as TestimonialBlock[] ).map( ( testimonial ) =>
					createBlock(
						'core/quote',
						{
							citation: [
								testimonial.attributes.name,
								testimonial.attributes.role,
							]
								.filter( Boolean )
								.join( ', ' ),
						},
						[
							createBlock( 'core/paragraph', {
								content: testimonial.attributes.content ?? '',
							} ),
						]
					)
				),
		},
	],
};

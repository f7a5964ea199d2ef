/**
 * Testimonials as blocks from what came before them: the `items` attribute the sidebar form saved, and
 * core Quote blocks (a transform).
 */

/**
 * Internal dependencies
 */
import { MAX_RATING } from './constants';
import type { TestimonialAttributes } from '../testimonial/types';
import type { LegacyTestimonial } from './types';

/**
 * Plain text as the inline HTML a RichText holds.
 *
 * @param text The text.
 */
export function richFromPlain( text: string ): string {
	return text
		.replace( /&/g, '&amp;' )
		.replace( /</g, '&lt;' )
		.replace( />/g, '&gt;' );
}

/**
 * A textarea's text (which could hold a post's inline HTML) as one RichText value: its line breaks and
 * paragraphs become <br>.
 *
 * @param text The text.
 */
export function richFromTextarea( text: string ): string {
	return text
		.trim()
		.replace( /<\/p>\s*<p[^>]*>/gi, '<br>' )
		.replace( /<\/?p[^>]*>/gi, '' )
		.replace( /\r?\n(\s*\r?\n)*/g, '<br>' );
}

/**
 * The attributes of a Testimonial block from an item of the old `items` attribute.
 *
 * @param item The saved item (any shape).
 */
export function testimonialFromLegacy(
	item: LegacyTestimonial
): Partial< TestimonialAttributes > {
	const text = ( value: unknown ) =>
		typeof value === 'string' ? value : '';
	const rating = Number( item.rating ?? MAX_RATING );
	return {
		content: richFromTextarea( text( item.content ) ),
		name: richFromPlain( text( item.name ) ),
		role: richFromPlain( text( item.role ) ),
		rating: Number.isFinite( rating )
			? Math.min( Math.max( Math.round( rating ), 0 ), MAX_RATING )
			: MAX_RATING,
		imageId: Number( item.imageId ) || 0,
		imageUrl: text( item.imageUrl ),
		imageAlt: text( item.imageAlt ),
	};
}

/** What a core Quote block holds, as far as a testimonial reads it. */
export interface QuoteBlock {
	attributes: { value?: string; citation?: string };
	innerBlocks: Array< {
		name: string;
		attributes: { content?: unknown };
	} >;
}

/**
 * The attributes of a Testimonial block from a core Quote: its paragraphs are the quote (one line each),
 * its citation the name; a citation "Name, role" is split at its first comma.
 *
 * @param quote The Quote block's attributes and inner blocks.
 */
export function testimonialFromQuote(
	quote: QuoteBlock
): Partial< TestimonialAttributes > {
	const paragraphs = quote.innerBlocks
		.filter( ( inner ) => inner.name === 'core/paragraph' )
		.map( ( inner ) => String( inner.attributes.content ?? '' ).trim() )
		.filter( Boolean );
	const content = paragraphs.length
		? paragraphs.join( '<br>' )
		: richFromTextarea( quote.attributes.value ?? '' );
	const citation = String( quote.attributes.citation ?? '' ).trim();
	const comma = citation.indexOf( ',' );
	return {
		content,
		name: comma > 0 ? citation.slice( 0, comma ).trim() : citation,
		role: comma > 0 ? citation.slice( comma + 1 ).trim() : '',
	};
}

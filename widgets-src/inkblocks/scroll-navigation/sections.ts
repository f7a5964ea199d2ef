/**
 * The sections a scroll navigation can point to: the blocks of the page with an HTML anchor, and the
 * sections made from the page's headings (giving an anchor to those without one).
 */

/**
 * Internal dependencies
 */
import type { ScrollNavigationItem } from './types';

/** A block of the page, as the section choice reads it. */
export interface PageBlock {
	clientId: string;
	name: string;
	/** Its HTML anchor ('' for none). */
	anchor: string;
	/** Its text (inline HTML), for a label. */
	text: string;
	/** A heading's level (0 for other blocks). */
	level: number;
}

/**
 * Plain text of inline HTML.
 *
 * @param html The HTML.
 */
export function plainText( html: string ): string {
	return html
		.replace( /<[^>]*>/g, '' )
		.replace( /&nbsp;/g, ' ' )
		.replace( /&amp;/g, '&' )
		.replace( /&lt;/g, '<' )
		.replace( /&gt;/g, '>' )
		.replace( /&quot;/g, '"' )
		.replace( /&#0?39;/g, "'" )
		.trim();
}

/**
 * An anchor made from a text, as core's headings make theirs, not yet in `used`.
 *
 * @param text The text (inline HTML).
 * @param used The anchors already on the page.
 */
export function anchorFor( text: string, used: Set< string > ): string {
	const base =
		plainText( text )
			.normalize( 'NFD' )
			.replace( /[\u0300-\u036f]/g, '' )
			.toLowerCase()
			.replace( /[^a-z0-9]+/g, '-' )
			.replace( /^-+|-+$/g, '' )
			.slice( 0, 48 ) || 'section';
	let anchor = base;
	for ( let n = 2; used.has( anchor ); n++ ) {
		anchor = `${ base }-${ n }`;
	}
	return anchor;
}

/**
 * The sections of the page's headings: the second-level ones (all of them when there is none), each
 * with its anchor, and the anchors to give the headings that lack one.
 *
 * @param blocks The page's blocks, in order.
 */
export function sectionsFromHeadings( blocks: PageBlock[] ): {
	sections: ScrollNavigationItem[];
	anchors: Record< string, string >;
} {
	const headings = blocks.filter(
		( block ) => block.name === 'core/heading' && plainText( block.text )
	);
	const second = headings.filter( ( block ) => block.level === 2 );
	const used = new Set(
		blocks.map( ( block ) => block.anchor ).filter( Boolean )
	);
	const anchors: Record< string, string > = {};
	const sections = ( second.length ? second : headings ).map( ( block ) => {
		let anchor = block.anchor;
		if ( ! anchor ) {
			anchor = anchorFor( block.text, used );
			used.add( anchor );
			anchors[ block.clientId ] = anchor;
		}
		return { label: block.text.trim(), sectionId: anchor };
	} );
	return { sections, anchors };
}

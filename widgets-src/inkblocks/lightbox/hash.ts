/**
 * Internal dependencies
 */
import { ACTION_HASH_PREFIX, LIGHTBOX_ACTION } from './constants';
import type { LinkSettings, Slide } from './types';

/**
 * Decodes base64 holding UTF-8 text.
 *
 * @param value Base64 text.
 */
function decodeBase64( value: string ): string {
	const binary = atob( value );
	return decodeURIComponent(
		Array.from(
			binary,
			( char ) =>
				'%' + char.charCodeAt( 0 ).toString( 16 ).padStart( 2, '0' )
		).join( '' )
	);
}

/**
 * Reads an action hash `#block-action:action={action}&settings={base64 JSON}` from a link's href (SPEC 2.10).
 *
 * @param href The href, relative or absolute.
 * @return The action and its decoded settings, or null when the href is not such a link or is malformed.
 */
export function parseActionHash(
	href: string
): { action: string; settings: Record< string, unknown > } | null {
	const start = href.indexOf( ACTION_HASH_PREFIX );
	if ( start < 0 ) {
		return null;
	}
	const params: Record< string, string > = {};
	for ( const pair of href
		.slice( start + ACTION_HASH_PREFIX.length )
		.split( '&' ) ) {
		const equals = pair.indexOf( '=' );
		if ( equals > 0 ) {
			params[ pair.slice( 0, equals ) ] = pair.slice( equals + 1 );
		}
	}
	if ( ! params.action ) {
		return null;
	}
	try {
		const json: unknown = params.settings
			? JSON.parse(
					decodeBase64( decodeURIComponent( params.settings ) )
				)
			: {};
		return json && typeof json === 'object' && ! Array.isArray( json )
			? {
					action: decodeURIComponent( params.action ),
					settings: json as Record< string, unknown >,
				}
			: null;
	} catch {
		return null;
	}
}

/**
 * A slide from loose JSON, or null without an image URL.
 *
 * @param value Decoded JSON.
 */
export function toSlide( value: unknown ): Slide | null {
	if ( ! value || typeof value !== 'object' ) {
		return null;
	}
	const raw = value as Record< string, unknown >;
	const text = ( key: string ) =>
		typeof raw[ key ] === 'string' ? ( raw[ key ] as string ) : '';
	return text( 'url' )
		? {
				url: text( 'url' ),
				alt: text( 'alt' ),
				title: text( 'title' ),
				description: text( 'description' ),
			}
		: null;
}

/**
 * The lightbox settings of a link: its action hash when the action is 'lightbox', else the JSON of a
 * content image link.
 *
 * @param href    The link's href attribute.
 * @param content The link's content-image attribute, when it has one.
 * @return The settings, or null when the link opens nothing.
 */
export function linkSettings(
	href: string,
	content: string | null
): LinkSettings | null {
	let settings: Record< string, unknown > | null = null;
	const hash = parseActionHash( href );
	if ( hash ) {
		settings = hash.action === LIGHTBOX_ACTION ? hash.settings : null;
	} else if ( content ) {
		try {
			settings = JSON.parse( content ) as Record< string, unknown >;
		} catch {
			settings = null;
		}
	}
	if ( ! settings ) {
		return null;
	}
	const slides = Array.isArray( settings.slides )
		? settings.slides
				.map( toSlide )
				.filter( ( slide ): slide is Slide => slide !== null )
		: [];
	const slide = toSlide( settings );
	if ( settings.type === 'slideshow' ? ! slides.length : ! slide ) {
		return null;
	}
	return {
		type: settings.type === 'slideshow' ? 'slideshow' : 'image',
		slide,
		slideshow:
			typeof settings.slideshow === 'string' ? settings.slideshow : '',
		slides,
		index: Math.max(
			0,
			Math.min( slides.length - 1, Number( settings.index ) || 0 )
		),
	};
}

/**
 * The slides a link opens and which one shows first: its own slideshow, the images of the links sharing its
 * slideshow id (in page order, hidden ones left out), or its image alone.
 *
 * @param link  The clicked link.
 * @param links Every lightbox link of the page.
 * @return The slides and the index of the first, or null when the link opens nothing.
 */
export function slidesFor(
	link: Element,
	links: Element[]
): { slides: Slide[]; index: number } | null {
	const read = ( element: Element ) =>
		linkSettings(
			element.getAttribute( 'href' ) ?? '',
			element.getAttribute( 'data-inkblocks-lightbox' )
		);
	const own = read( link );
	if ( ! own ) {
		return null;
	}
	if ( own.type === 'slideshow' ) {
		return { slides: own.slides, index: own.index };
	}
	if ( ! own.slideshow || ! own.slide ) {
		return own.slide ? { slides: [ own.slide ], index: 0 } : null;
	}
	const group = links.filter( ( element ) => {
		if ( element === link ) {
			return true;
		}
		const settings = element.closest( '[hidden]' ) ? null : read( element );
		return Boolean(
			settings?.slide && settings.slideshow === own.slideshow
		);
	} );
	return {
		slides: group
			.map( ( element ) => read( element )?.slide )
			.filter( ( slide ): slide is Slide => Boolean( slide ) ),
		index: Math.max( 0, group.indexOf( link ) ),
	};
}

/**
 * The slide index after a step, wrapping around both ends.
 *
 * @param index Current index.
 * @param step  +1 next, -1 previous.
 * @param count Number of slides.
 */
export function stepIndex(
	index: number,
	step: number,
	count: number
): number {
	return count > 0 ? ( ( ( index + step ) % count ) + count ) % count : 0;
}

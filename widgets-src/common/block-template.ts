/**
 * The tab and accordion template call (SPEC 7.7): GET {templateUrl}?id={templateId}&dev={boolean},
 * answering template_content with the scripts and styles it needs.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { restJson } from './http/rest';

/** Answer of the block-template route. */
export interface TemplateAnswer {
	template_content: string;
	template_scripts: Record< string, string >;
	template_styles: Record< string, string >;
}

/** Where and how an island loads its panels' templates (printed by PHP). */
export interface TemplateSource {
	templateUrl: string;
	dev: boolean;
	nonce: string;
}

/**
 * The request URL of a template.
 *
 * @param base The route URL (pretty or ?rest_route= form).
 * @param id   The synced pattern's id.
 * @param dev  Dev mode (editors previewing an unpublished pattern).
 */
export function templateRequestUrl(
	base: string,
	id: number,
	dev: boolean
): string {
	const url = new URL( base, window.location.href );
	url.searchParams.set( 'id', String( id ) );
	url.searchParams.set( 'dev', dev ? 'true' : 'false' );
	return url.toString();
}

/**
 * A map of names to URLs from an answer field, dropping anything that is not one.
 *
 * @param value The field.
 */
function urlMap( value: unknown ): Record< string, string > {
	const map: Record< string, string > = {};
	if ( value && typeof value === 'object' && ! Array.isArray( value ) ) {
		for ( const [ name, url ] of Object.entries( value ) ) {
			if ( typeof url === 'string' && url !== '' ) {
				map[ name ] = url;
			}
		}
	}
	return map;
}

/**
 * Checks an answer's shape.
 *
 * @param data The parsed JSON.
 */
export function parseTemplateAnswer( data: unknown ): TemplateAnswer {
	if (
		! data ||
		typeof data !== 'object' ||
		typeof ( data as Record< string, unknown > ).template_content !==
			'string'
	) {
		throw new Error( 'Not a template answer' );
	}
	const answer = data as Record< string, unknown >;
	return {
		template_content: answer.template_content as string,
		template_scripts: urlMap( answer.template_scripts ),
		template_styles: urlMap( answer.template_styles ),
	};
}

/**
 * Fetches a template; rejects with an HttpError, or an Error for an answer of another shape.
 *
 * @param source Route, dev mode and nonce.
 * @param id     The synced pattern's id.
 */
export async function fetchTemplate(
	source: TemplateSource,
	id: number
): Promise< TemplateAnswer > {
	return parseTemplateAnswer(
		await restJson< unknown >( {
			url: templateRequestUrl( source.templateUrl, id, source.dev ),
			// Only editors' previews (dev) carry a nonce; guests' pages have none.
			...( source.nonce
				? { nonce: { in: 'header' }, printedNonce: source.nonce }
				: {} ),
		} )
	);
}

/**
 * Adds the template's styles and scripts the page does not have yet (WordPress prints them with the ids
 * `{name}-css` and `{name}-js`). Scripts run in the listed order. An asset that fails only logs (SPEC 8).
 *
 * @param answer The template answer.
 */
export function loadTemplateAssets( answer: TemplateAnswer ): void {
	const fail = ( url: string ) => () =>
		// eslint-disable-next-line no-console
		console.error( `Inkblocks: could not load template asset ${ url }` );
	for ( const [ name, url ] of Object.entries( answer.template_styles ) ) {
		if ( ! document.getElementById( `${ name }-css` ) ) {
			const link = document.createElement( 'link' );
			link.id = `${ name }-css`;
			link.rel = 'stylesheet';
			link.href = url;
			link.onerror = fail( url );
			document.head.append( link );
		}
	}
	for ( const [ name, url ] of Object.entries( answer.template_scripts ) ) {
		if ( ! document.getElementById( `${ name }-js` ) ) {
			const script = document.createElement( 'script' );
			script.id = `${ name }-js`;
			script.src = url;
			// Dynamically inserted scripts keep their order only when not async.
			script.async = false;
			script.onerror = fail( url );
			document.body.append( script );
		}
	}
}

/** Shown in a panel whose template could not be loaded. */
export const templateFailedMessage = () =>
	__(
		'This content could not be loaded. Please reload the page.',
		'inkblocks'
	);

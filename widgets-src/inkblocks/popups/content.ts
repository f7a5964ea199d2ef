/**
 * Internal dependencies
 */
import { ajaxJson } from '../../common/http/ajax';
import type { ContentAnswer } from './types';

const loaded = new Set< string >();

/**
 * Loads a script or style once per page (SPEC 7.5: the client loads the listed assets once).
 *
 * @param kind         script or style.
 * @param asset        Handle and URL.
 * @param asset.handle
 * @param asset.src
 */
function loadOnce(
	kind: 'script' | 'style',
	asset: { handle: string; src: string }
): Promise< void > {
	const id = `${ asset.handle }-${ kind === 'script' ? 'js' : 'css' }`;
	if ( loaded.has( id ) || document.getElementById( id ) ) {
		loaded.add( id );
		return Promise.resolve();
	}
	loaded.add( id );
	return new Promise( ( resolve ) => {
		const element =
			kind === 'script'
				? Object.assign( document.createElement( 'script' ), {
						src: asset.src,
						async: false,
					} )
				: Object.assign( document.createElement( 'link' ), {
						rel: 'stylesheet',
						href: asset.src,
					} );
		element.id = id;
		element.addEventListener( 'load', () => resolve() );
		element.addEventListener( 'error', () => resolve() );
		document.head.appendChild( element );
	} );
}

/**
 * Asks the server for a popup's content (SPEC 7.5) and loads the scripts and styles it lists.
 *
 * @param ajaxUrl       The admin-ajax URL.
 * @param popupId       The popup.
 * @param customContent The post id a trigger element names, or ''.
 * @param forceLoad     Whether the popup loads its content at every opening.
 * @return The content HTML, or the error message to show as a heading.
 */
export async function fetchContent(
	ajaxUrl: string,
	popupId: number,
	customContent = '',
	forceLoad = false
): Promise< { html: string } | { error: string } > {
	const body = new URLSearchParams( {
		action: 'inkblocks_popup_get_content',
	} );
	body.append( 'data[popup_id]', String( popupId ) );
	body.append( 'data[page_url]', window.location.href );
	body.append( 'data[forceLoad]', String( forceLoad ) );
	body.append( 'data[customContent]', customContent );
	const answer = await ajaxJson< ContentAnswer >( { url: ajaxUrl, body } );
	if ( answer.type !== 'success' ) {
		return { error: answer.message };
	}
	await Promise.all(
		answer.content.styles.map( ( style ) => loadOnce( 'style', style ) )
	);
	for ( const script of answer.content.scripts ) {
		await loadOnce( 'script', script );
	}
	return { html: answer.content.content };
}

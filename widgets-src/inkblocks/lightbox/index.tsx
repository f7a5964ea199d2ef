/**
 * The lightbox bundle: opens the lightbox from any lightbox link of the page (SPEC 2.10) and from content
 * image links when global_image_lightbox is on. Loaded only on pages that hold such links, by the island
 * loader on a reader's first gesture towards one.
 */

/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { DEFAULT_SETTINGS } from './constants';
import { slidesFor } from './hash';
import { Lightbox } from './Lightbox';
import { isPlainClick, lightboxLinkOf, lightboxLinks } from './links';
import './style.scss';

let root: ReturnType< typeof createRoot > | null = null;

/**
 * Opens the lightbox for a link; focus returns to the link on close.
 *
 * @param link The clicked link.
 * @return Whether the link opened the lightbox.
 */
function open( link: HTMLElement ): boolean {
	const found = slidesFor( link, lightboxLinks() );
	if ( ! found || ! found.slides.length ) {
		return false;
	}
	const config = window.inkblocksPageConfig;
	if ( ! root ) {
		const container = document.createElement( 'div' );
		container.className = 'inkblocks-lightbox-root';
		document.body.append( container );
		root = createRoot( container );
	}
	root.render(
		<Lightbox
			// A new key per opening starts each from its own slide.
			key={ Date.now() }
			slides={ found.slides }
			start={ found.index }
			settings={ config?.settings ?? DEFAULT_SETTINGS }
			pageTitle={ config?.post.title ?? document.title }
			opener={ link }
			onClose={ () => root?.render( null ) }
		/>
	);
	return true;
}

document.addEventListener( 'click', ( event ) => {
	const link = lightboxLinkOf( event );
	if ( link && isPlainClick( event ) && open( link ) ) {
		event.preventDefault();
	}
} );

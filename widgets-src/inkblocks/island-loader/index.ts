/**
 * Loads a content block's bundle when the block comes near the screen, not with the page: the server
 * prints each deferred bundle's script tags in a <template data-inkblocks-deferred="<bundle>"> and marks
 * the block's islands with data-inkblocks-bundle. Until its bundle runs, a block shows its server markup.
 */

/**
 * Internal dependencies
 */
import { runScriptTemplate } from '../../common/script-tags';
import { whenNear } from '../../common/when-near';

const started = new Set< string >();

/**
 * Runs a deferred bundle's scripts, once.
 *
 * @param bundle The bundle name.
 */
function load( bundle: string ): void {
	const template = [
		...document.querySelectorAll< HTMLTemplateElement >(
			'template[data-inkblocks-deferred]'
		),
	].find( ( element ) => element.dataset.inkblocksDeferred === bundle );
	if ( ! template || started.has( bundle ) ) {
		return;
	}
	started.add( bundle );
	runScriptTemplate( template ).catch( () => {
		// The block keeps its server markup, which works without the script.
		started.delete( bundle );
	} );
}

const watched = new WeakSet< Element >();

/**
 * Watches the marked islands in a part of the page that are not watched yet.
 *
 * @param scope The document, or an element inserted later (a popup's content).
 */
function watch( scope: ParentNode ): void {
	const islands = [
		...( scope instanceof HTMLElement && scope.dataset.inkblocksBundle
			? [ scope ]
			: [] ),
		...scope.querySelectorAll< HTMLElement >( '[data-inkblocks-bundle]' ),
	];
	for ( const island of islands ) {
		if ( watched.has( island ) ) {
			continue;
		}
		watched.add( island );
		whenNear( island, () =>
			( island.dataset.inkblocksBundle ?? '' )
				.split( ' ' )
				.filter( Boolean )
				.forEach( load )
		);
	}
}

const start = () => {
	watch( document );
	// Islands moved or copied into the page later, such as a form in a popup, are watched too.
	new MutationObserver( ( records ) =>
		records.forEach( ( record ) =>
			record.addedNodes.forEach( ( node ) => {
				if ( node instanceof HTMLElement ) {
					watch( node );
				}
			} )
		)
	).observe( document.body, { childList: true, subtree: true } );
};

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', start, { once: true } );
} else {
	start();
}

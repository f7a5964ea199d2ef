/**
 * Loads a content block's bundle when the block comes near the screen, not with the page: the server
 * prints each deferred bundle's script tags in a <template data-inkblocks-deferred="<bundle>"> and marks
 * the block's islands with data-inkblocks-bundle. Until its bundle runs, a block shows its server markup;
 * a bundle that fails or has not loaded in 120 s (SPEC 9) is given up and tried again on the next
 * interaction with one of its blocks.
 */

/**
 * Internal dependencies
 */
import { runScriptTemplate } from '../../common/script-tags';
import { whenNear } from '../../common/when-near';

const started = new Set< string >();

/** What counts as an interaction with a block whose bundle was given up. */
const INTERACTIONS = [ 'pointerdown', 'focusin', 'keydown' ] as const;

/**
 * Runs a deferred bundle's scripts, once.
 *
 * @param bundle The bundle name.
 * @return Resolves true when it ran (or runs already), false when it was given up.
 */
function load( bundle: string ): Promise< boolean > {
	const template = [
		...document.querySelectorAll< HTMLTemplateElement >(
			'template[data-inkblocks-deferred]'
		),
	].find( ( element ) => element.dataset.inkblocksDeferred === bundle );
	if ( ! template || started.has( bundle ) ) {
		return Promise.resolve( true );
	}
	started.add( bundle );
	return runScriptTemplate( template ).then(
		() => true,
		() => {
			// The block keeps its server markup, which works without the script.
			started.delete( bundle );
			return false;
		}
	);
}

/**
 * Loads an island's bundles; when one is given up, the next interaction with the island tries again.
 *
 * @param island The island.
 */
async function loadFor( island: HTMLElement ): Promise< void > {
	const loaded = await Promise.all(
		( island.dataset.inkblocksBundle ?? '' )
			.split( ' ' )
			.filter( Boolean )
			.map( load )
	);
	if ( loaded.every( Boolean ) ) {
		return;
	}
	const retry = () => {
		INTERACTIONS.forEach( ( type ) =>
			island.removeEventListener( type, retry )
		);
		loadFor( island );
	};
	INTERACTIONS.forEach( ( type ) => island.addEventListener( type, retry ) );
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
		whenNear( island, () => loadFor( island ) );
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

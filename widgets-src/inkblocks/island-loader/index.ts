/**
 * Loads a content block's bundle when the block comes near the screen, not with the page: the server
 * prints each deferred bundle's script tags in a <template data-inkblocks-deferred="<bundle>"> and marks
 * the block's islands with data-inkblocks-bundle. Until its bundle runs, a block shows its server markup;
 * a bundle that fails or has not loaded in 120 s (SPEC 9) is given up and tried again on the next
 * interaction with one of its blocks. The lightbox, printed the same way, loads on a reader's first
 * gesture towards one of its links.
 */

/**
 * Internal dependencies
 */
import { whenNear } from '../../common/when-near';
import { load } from './bundles';
import { loadLightboxOnGesture } from './lightbox';

/** What counts as an interaction with a block whose bundle was given up. */
const INTERACTIONS = [ 'pointerdown', 'focusin', 'keydown' ] as const;

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
	loadLightboxOnGesture();
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

/**
 * Loads a content block's bundle when the block comes near the screen, not with the page: the server
 * prints each deferred bundle's script tags in a <template data-inkblocks-deferred="<bundle>"> and marks
 * the block's islands with data-inkblocks-bundle. Until its bundle runs, a block shows its server markup.
 */

/**
 * Internal dependencies
 */
import { runScriptTemplate } from '../common/script-tags';
import { whenNear } from '../common/when-near';

const started = new Set< string >();

/**
 * Runs a deferred bundle's scripts, once.
 *
 * @param bundle The bundle name.
 */
function load( bundle: string ): void {
	const template = document.querySelector< HTMLTemplateElement >(
		`template[data-inkblocks-deferred="${ CSS.escape( bundle ) }"]`
	);
	if ( ! template || started.has( bundle ) ) {
		return;
	}
	started.add( bundle );
	runScriptTemplate( template ).catch( () => {
		// The block keeps its server markup, which works without the script.
		started.delete( bundle );
	} );
}

const start = () =>
	document
		.querySelectorAll< HTMLElement >( '[data-inkblocks-bundle]' )
		.forEach( ( island ) =>
			whenNear( island, () =>
				( island.dataset.inkblocksBundle ?? '' )
					.split( ' ' )
					.filter( Boolean )
					.forEach( load )
			)
		);

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', start, { once: true } );
} else {
	start();
}

/**
 * The deferred bundles of the page: each runs its template's scripts once.
 */

/**
 * Internal dependencies
 */
import { runScriptTemplate } from '../../common/script-tags';

/** Each bundle's run, kept while it runs or has run; a run given up is dropped, so a later call tries again. */
const runs = new Map< string, Promise< boolean > >();

/**
 * The template that holds a deferred bundle's scripts, if the page defers it.
 *
 * @param bundle The bundle name.
 */
export function templateOf( bundle: string ): HTMLTemplateElement | undefined {
	return [
		...document.querySelectorAll< HTMLTemplateElement >(
			'template[data-inkblocks-deferred]'
		),
	].find( ( element ) => element.dataset.inkblocksDeferred === bundle );
}

/**
 * Runs a deferred bundle's scripts, once.
 *
 * @param bundle The bundle name.
 * @return Resolves true once it has run (at once when the page has no such template), false when it was
 *         given up.
 */
export function load( bundle: string ): Promise< boolean > {
	const template = templateOf( bundle );
	if ( ! template ) {
		return Promise.resolve( true );
	}
	let run = runs.get( bundle );
	if ( ! run ) {
		run = runScriptTemplate( template ).then(
			() => true,
			() => {
				// What needed it keeps its server markup, which works without the script.
				runs.delete( bundle );
				return false;
			}
		);
		runs.set( bundle, run );
	}
	return run;
}

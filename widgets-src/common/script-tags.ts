/**
 * Runs script tags that the server printed inert (inside a <template>), as WordPress would have run them
 * in the page: each once, in order, inline ones after the external ones they follow. Lets a page load a
 * bundle, with its WordPress dependencies, only when it is needed.
 */

/** SPEC 9's page-builder script load timeout: a script not loaded by then is given up (ms). */
export const SCRIPT_LOAD_TIMEOUT = 120_000;

/**
 * Everything queued so far: runs are chained, so a script never runs before one queued earlier; a failed
 * load fails its own template, not those queued after it.
 */
let queue: Promise< void > = Promise.resolve();
const queued = new Set< string >();

/**
 * Runs one inert tag as a live script; resolves once an external one has loaded.
 *
 * @param tag The inert tag.
 */
function run( tag: HTMLScriptElement ): Promise< void > {
	const script = document.createElement( 'script' );
	Array.from( tag.attributes ).forEach( ( attribute ) =>
		script.setAttribute( attribute.name, attribute.value )
	);
	script.text = tag.text;
	if ( ! tag.src ) {
		document.body.appendChild( script );
		return Promise.resolve();
	}
	return new Promise( ( resolve, reject ) => {
		// The queue keeps the order; a script the browser held in order would hold up a retry behind it.
		script.async = true;
		let failed = false;
		const fail = ( reason: unknown ) => {
			window.clearTimeout( timer );
			failed = true;
			// Given up: a later run may try again (a tag whose id is on the page would be skipped).
			script.remove();
			queued.delete( tag.id );
			reject( reason );
		};
		const timer = window.setTimeout(
			() => fail( new Error( `${ tag.src } did not load in time` ) ),
			SCRIPT_LOAD_TIMEOUT
		);
		script.addEventListener(
			'load',
			() => {
				window.clearTimeout( timer );
				if ( failed ) {
					// It came after all and has run: a retry must not run it twice.
					queued.add( tag.id );
				}
				resolve();
			},
			{ once: true }
		);
		script.addEventListener( 'error', fail, { once: true } );
		document.body.appendChild( script );
	} );
}

/**
 * Starts fetching an external script now, although it runs later in the queue.
 *
 * @param src The script's URL.
 */
function preload( src: string ): void {
	const link = document.createElement( 'link' );
	link.rel = 'preload';
	link.as = 'script';
	link.href = src;
	document.head.appendChild( link );
}

/**
 * Runs the script tags of a template that the page has not run yet (a tag whose id is already in the
 * document, or queued, is skipped: WordPress gives each tag an id after its handle).
 *
 * @param template The template holding the tags.
 * @return Resolves when they have all run; rejects when one failed to load or did not load within
 *         SCRIPT_LOAD_TIMEOUT (it may then be run again).
 */
export function runScriptTemplate(
	template: HTMLTemplateElement
): Promise< void > {
	const runs: Promise< void >[] = [];
	template.content
		.querySelectorAll< HTMLScriptElement >( 'script' )
		.forEach( ( tag ) => {
			if ( tag.id ) {
				if (
					queued.has( tag.id ) ||
					document.getElementById( tag.id )
				) {
					return;
				}
				queued.add( tag.id );
			}
			if ( tag.src ) {
				preload( tag.src );
			}
			const step = queue.then( () => run( tag ) );
			queue = step.catch( () => undefined );
			runs.push( step );
		} );
	// A skipped tag may still be on its way for another template: wait for the whole queue.
	return Promise.all( [ ...runs, queue ] ).then( () => undefined );
}

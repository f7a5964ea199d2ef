/**
 * Internal dependencies
 */
import { runScriptTemplate } from '../script-tags';

type Probe = Window & { ran?: string[] };
const ran = () => ( window as Probe ).ran ?? [];

/**
 * A template holding the given inert tags.
 *
 * @param html The tags.
 */
function template( html: string ): HTMLTemplateElement {
	const element = document.createElement( 'template' );
	element.innerHTML = html;
	return element;
}

/**
 * An inline tag that records that it ran.
 * @param id
 */
const inline = ( id: string ) =>
	`<script id="${ id }">window.ran = ( window.ran || [] ).concat( '${ id }' );</script>`;

/**
 * The live script element created for a URL.
 *
 * @param src Script URL.
 */
const live = ( src: string ) =>
	document.body.querySelector< HTMLScriptElement >(
		`script[src="${ src }"]`
	)!;

/** Lets queued promise callbacks run. */
const settle = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

beforeEach( () => {
	( window as Probe ).ran = [];
} );

test( 'an inline tag runs only after the external tag before it has loaded; its file is preloaded at once', async () => {
	const done = runScriptTemplate(
		template(
			`<script src="https://example.test/a.js" id="a-js"></script>${ inline(
				'a-js-after'
			) }`
		)
	);
	await settle();
	expect(
		document.head.querySelector(
			'link[rel="preload"][href="https://example.test/a.js"]'
		)
	).not.toBeNull();
	expect( ran() ).toEqual( [] );

	live( 'https://example.test/a.js' ).dispatchEvent( new Event( 'load' ) );
	await done;
	expect( ran() ).toEqual( [ 'a-js-after' ] );
} );

test( 'a tag already in the page or queued by another template runs once, and a template waits for it', async () => {
	document.body.insertAdjacentHTML(
		'beforeend',
		'<script id="page-js"></script>'
	);
	const first = runScriptTemplate(
		template(
			`${ inline( 'page-js' ) }<script src="https://example.test/shared.js" id="shared-js"></script>${ inline( 'one' ) }`
		)
	);
	let secondDone = false;
	const second = runScriptTemplate(
		template(
			`<script src="https://example.test/shared.js" id="shared-js"></script>${ inline( 'two' ) }`
		)
	).then( () => {
		secondDone = true;
	} );
	await settle();
	expect( secondDone ).toBe( false );
	expect(
		document.body.querySelectorAll( 'script[id="shared-js"]' )
	).toHaveLength( 1 );

	live( 'https://example.test/shared.js' ).dispatchEvent(
		new Event( 'load' )
	);
	await Promise.all( [ first, second ] );
	expect( ran() ).toEqual( [ 'one', 'two' ] );
} );

test( 'a script that fails to load fails its template, not the ones queued after it', async () => {
	const broken = runScriptTemplate(
		template(
			`<script src="https://example.test/broken.js" id="broken-js"></script>`
		)
	);
	const next = runScriptTemplate( template( inline( 'after-broken' ) ) );
	await settle();
	live( 'https://example.test/broken.js' ).dispatchEvent(
		new Event( 'error' )
	);
	await expect( broken ).rejects.toBeDefined();
	await next;
	expect( ran() ).toEqual( [ 'after-broken' ] );
} );

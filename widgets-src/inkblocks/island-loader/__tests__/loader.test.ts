/**
 * The island loader in jsdom, which has no IntersectionObserver: every marked island counts as near, so
 * these tests cover which templates run, and how often.
 */

type Probe = Window & { ran?: string[] };
const ran = () => ( window as Probe ).ran ?? [];

/**
 * A deferred bundle's template whose one inline script records that it ran.
 *
 * @param bundle The bundle name.
 */
const template = ( bundle: string ) =>
	`<template data-inkblocks-deferred="${ bundle }"><script id="inkblocks-${ bundle }-js">window.ran = ( window.ran || [] ).concat( '${ bundle }' );</script></template>`;

/** Lets queued promise callbacks and mutation records run. */
const settle = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

test( 'runs each marked bundle once, for islands on the page and for islands inserted later', async () => {
	document.body.innerHTML = `
		<div data-inkwell-island="tabs" data-inkblocks-bundle="tabs"></div>
		<div data-inkwell-island="tabs" data-inkblocks-bundle="tabs"></div>
		<div data-inkwell-island="image-layout" data-inkblocks-bundle="image-layout lightbox"></div>
		${ template( 'tabs' ) }${ template( 'image-layout' ) }${ template(
			'newsletter'
		) }${ template( 'unused' ) }`;
	await import( '../index' );
	await settle();
	// No template for the eager lightbox: it is on the page already.
	expect( ran() ).toEqual( [ 'tabs', 'image-layout' ] );

	// A popup shows its content: the form inside it gets its bundle.
	document.body.insertAdjacentHTML(
		'beforeend',
		'<div class="popup"><form data-inkwell-island="newsletter-form" data-inkblocks-bundle="newsletter"></form></div>'
	);
	await settle();
	await settle();
	expect( ran() ).toEqual( [ 'tabs', 'image-layout', 'newsletter' ] );
} );

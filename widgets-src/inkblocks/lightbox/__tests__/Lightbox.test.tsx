/**
 * External dependencies
 */
import { act } from 'react';

/**
 * Internal dependencies
 */
import {
	installDialogElement,
	nextTask,
	pressEscape,
} from '../../../../tests/js/dialog-element';

(
	globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
 ).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * A lightbox link's href.
 *
 * @param settings The settings.
 */
const href = ( settings: object ) =>
	'#block-action:action=lightbox&settings=' +
	Buffer.from( JSON.stringify( settings ) ).toString( 'base64' );

const dialog = () => document.querySelector( 'dialog' );
const counter = () =>
	document.querySelector( '.inkblocks-lightbox__counter' )?.textContent;
const key = async ( name: string ) => {
	await act( async () => {
		dialog()?.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: name, bubbles: true } )
		);
	} );
};

describe( 'lightbox', () => {
	beforeAll( async () => {
		installDialogElement();
		window.inkblocksPageConfig = {
			post: { id: 7, title: 'Showcase', excerpt: '' },
			settings: {
				global_image_lightbox: true,
				lightbox_enable_counter: true,
				lightbox_enable_fullscreen: false,
				lightbox_enable_zoom: false,
				lightbox_enable_share: false,
				lightbox_title_src: 'title',
				lightbox_description_src: 'description',
				active_breakpoints: {},
			},
		};
		document.body.innerHTML = `
			<a id="one" href="${ href( { url: '/1.jpg', title: 'One', slideshow: 'g' } ) }">1</a>
			<a id="two" href="${ href( { url: '/2.jpg', title: 'Two', slideshow: 'g' } ) }">2</a>
			<a id="three" href="${ href( { url: '/3.jpg', title: 'Three', slideshow: 'g' } ) }">3</a>`;
		await act( async () => {
			await import( '../index' );
		} );
	} );

	it( 'opens the slideshow at the clicked image, moves with the arrow keys, and closes on Escape back to the link', async () => {
		const link = document.getElementById( 'two' ) as HTMLAnchorElement;
		link.focus();
		await act( async () => link.click() );
		expect( dialog()?.open ).toBe( true );
		expect( dialog()?.getAttribute( 'aria-label' ) ).toBe(
			'Image viewer: Two'
		);
		expect( document.documentElement.style.overflow ).toBe( 'hidden' );
		expect( counter() ).toBe( '2 / 3' );
		expect( window.location.hash ).toBe( '' );

		await key( 'ArrowRight' );
		expect( counter() ).toBe( '3 / 3' );
		expect(
			document.querySelector( '.inkblocks-lightbox__title' )?.textContent
		).toBe( 'Three' );
		await key( 'ArrowRight' );
		expect( counter() ).toBe( '1 / 3' );
		await key( 'ArrowLeft' );
		expect( counter() ).toBe( '3 / 3' );
		// Settings turned off in the page configuration show no control.
		expect( document.body.textContent ).not.toContain( 'Zoom' );

		await act( async () => {
			pressEscape( dialog()! );
			await nextTask();
		} );
		expect( dialog() ).toBeNull();
		expect( link.ownerDocument.activeElement ).toBe( link );
		expect( document.documentElement.style.overflow ).toBe( '' );
	} );
} );

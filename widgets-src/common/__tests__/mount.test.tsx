/**
 * External dependencies
 */
import { act, useState } from 'react';

/**
 * Internal dependencies
 */
import { islandProps, mountIslands, registerIsland } from '../mount';

(
	globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
 ).IS_REACT_ACT_ENVIRONMENT = true;

let renders = 0;
function Probe( { label }: { label?: string } ) {
	renders++;
	return <span className="probe">{ label ?? 'none' }</span>;
}
function Buttons() {
	return (
		<div>
			<button type="button">One</button>
			<button type="button">Two</button>
			<button type="button" id="named">
				Three
			</button>
		</div>
	);
}
/**
 * A form whose state shows what its fields hold, as a real island's does.
 *
 * @param props      Island props.
 * @param props.name The name it starts with.
 */
function Signup( { name = '' }: { name?: string } ) {
	const [ email, setEmail ] = useState( '' );
	const [ who, setWho ] = useState( name );
	return (
		<form>
			<input
				type="text"
				value={ who }
				onChange={ ( event ) => setWho( event.target.value ) }
			/>
			<input
				type="email"
				value={ email }
				onChange={ ( event ) => setEmail( event.target.value ) }
			/>
			<output>{ `${ who }|${ email }` }</output>
		</form>
	);
}
function Broken(): never {
	throw new Error( 'boom' );
}

/**
 * Prints server markup, types into one of its fields as a reader would before the bundle arrives, then
 * mounts the islands.
 *
 * @param html     The server markup.
 * @param selector The field typed into.
 * @param value    What is typed.
 */
async function typeThenMount( html: string, selector: string, value: string ) {
	await act( async () => {
		document.body.innerHTML = html;
		document.querySelector< HTMLInputElement >( selector )!.value = value;
		mountIslands( document );
	} );
}

/** The focused element, read through a node as the lint rule asks. */
const focused = () => document.body.ownerDocument.activeElement;

describe( 'islands', () => {
	beforeAll( () => {
		registerIsland( 'probe', Probe );
		registerIsland( 'broken', Broken );
		registerIsland( 'buttons', Buttons );
		registerIsland( 'signup', Signup );
	} );

	afterEach( async () => {
		await act( async () => {
			document.body.innerHTML = '';
		} );
	} );

	it( 'reads props from data-inkwell-props and tolerates bad JSON', () => {
		const element = document.createElement( 'div' );
		element.setAttribute( 'data-inkwell-props', '{"label":"hi"}' );
		expect( islandProps( element ) ).toEqual( { label: 'hi' } );
		element.setAttribute( 'data-inkwell-props', '{oops' );
		expect( islandProps( element ) ).toEqual( {} );
	} );

	it( 'mounts each island once however often it runs', async () => {
		renders = 0;
		await act( async () => {
			document.body.innerHTML = `<div data-inkwell-island="probe" data-inkwell-props='{"label":"a"}'></div>`;
			mountIslands( document );
			mountIslands( document );
		} );
		expect( document.querySelectorAll( '.probe' ) ).toHaveLength( 1 );
		expect( document.querySelector( '.probe' )?.textContent ).toBe( 'a' );
		expect( renders ).toBe( 1 );
	} );

	it( 'mounts islands inside HTML inserted later', async () => {
		const list = document.createElement( 'ul' );
		document.body.append( list );
		await act( async () => {
			list.insertAdjacentHTML(
				'beforeend',
				`<li><div data-inkwell-island="probe" data-inkwell-props='{"label":"later"}'></div></li>`
			);
			await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		} );
		expect( list.querySelector( '.probe' )?.textContent ).toBe( 'later' );
	} );

	it.each( [
		[ 'its place', 'div > button:nth-child(2)', 'Two' ],
		[ 'its id', '#named', 'Three' ],
	] )(
		'gives focus back to the same control, found by %s, when the island replaces the markup it was in',
		async ( _how, selector, label ) => {
			await act( async () => {
				document.body.innerHTML = `<div data-inkwell-island="buttons"><div><button>One</button><button>Two</button><button id="named">Three</button></div></div>`;
				document.querySelector< HTMLElement >( selector )!.focus();
				mountIslands( document );
			} );
			expect( focused()?.textContent ).toBe( label );
			expect(
				document
					.querySelector( '[data-inkwell-island]' )
					?.contains( focused() )
			).toBe( true );
		}
	);

	it( 'gives focus to the first control of the island when the spot it was on is gone', async () => {
		await act( async () => {
			document.body.innerHTML = `<div data-inkwell-island="buttons"><p><a href="#x">Server link</a></p></div>`;
			document.querySelector< HTMLElement >( 'a' )!.focus();
			mountIslands( document );
		} );
		expect( focused()?.textContent ).toBe( 'One' );
	} );

	it( 'leaves focus alone when the reader moved it before the island rendered', async () => {
		document.body.innerHTML = `<input id="elsewhere"><div data-inkwell-island="buttons"><div><button>One</button></div></div>`;
		document.querySelector< HTMLElement >( 'button' )!.focus();
		await act( async () => {
			mountIslands( document );
			document.querySelector< HTMLElement >( '#elsewhere' )!.focus();
		} );
		expect( focused()?.id ).toBe( 'elsewhere' );
	} );

	it( 'carries what the reader typed into the server markup over to the island, by field kind and place', async () => {
		await typeThenMount(
			`<div data-inkwell-island="signup"><form><input type="hidden" name="action" value="subscribe"><input type="text" name="data[name]"><input type="email" name="data[email]"></form></div>`,
			'[name="data[email]"]',
			'ada@example.org'
		);
		expect( document.querySelector( 'output' )?.textContent ).toBe(
			'|ada@example.org'
		);
		expect(
			document.querySelector< HTMLInputElement >( '[type="email"]' )
				?.value
		).toBe( 'ada@example.org' );
	} );

	it( 'carries no value the server printed and never overwrites what the island filled in itself', async () => {
		await typeThenMount(
			`<div data-inkwell-island="signup" data-inkwell-props='{"name":"Grace"}'><form><input type="text" value="Server"><input type="email" value="old@example.org"></form></div>`,
			'[type="text"]',
			'Typed'
		);
		expect( document.querySelector( 'output' )?.textContent ).toBe(
			'Grace|'
		);
	} );

	it( 'keeps the server markup when an island throws', async () => {
		await act( async () => {
			document.body.innerHTML =
				'<div data-inkwell-island="broken"><a href="/wp-login.php">Like</a></div>';
			mountIslands( document );
		} );
		expect( document.querySelector( 'a' )?.getAttribute( 'href' ) ).toBe(
			'/wp-login.php'
		);
		expect( console ).toHaveErrored();
	} );

	it( 'leaves unknown islands alone', async () => {
		await act( async () => {
			document.body.innerHTML =
				'<div data-inkwell-island="unknown">server html</div>';
			mountIslands( document );
		} );
		expect( document.body.textContent ).toBe( 'server html' );
	} );
} );

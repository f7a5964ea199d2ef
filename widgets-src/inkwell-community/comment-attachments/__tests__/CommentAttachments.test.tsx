/**
 * External dependencies
 */
import { act } from 'react';

/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { mountIslands, registerIsland } from '../../../common/mount';
import { COMMENT_POSTED_EVENT } from '../../comments/constants';
import { CommentAttachments } from '../CommentAttachments';
import { props } from './props';

(
	globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
 ).IS_REACT_ACT_ENVIRONMENT = true;

const image = ( name: string, size: number, type = 'image/png' ) =>
	new File( [ 'x'.repeat( size ) ], name, { type } );

const inputs = () =>
	Array.from(
		document.querySelectorAll< HTMLInputElement >( 'input[type="file"]' )
	);

const slot = ( index: number ): HTMLInputElement => {
	const input = inputs()[ index ];
	if ( ! input ) {
		throw new Error( `No slot ${ index }` );
	}
	return input;
};

const choose = async ( input: HTMLInputElement, file: File ) => {
	Object.defineProperty( input, 'files', {
		value: [ file ],
		configurable: true,
	} );
	await act( async () => {
		input.dispatchEvent( new Event( 'change', { bubbles: true } ) );
	} );
};

describe( 'CommentAttachments', () => {
	beforeAll( () => {
		registerIsland( 'comment-attachments', CommentAttachments );
		URL.createObjectURL = jest.fn( () => 'blob:preview' );
		URL.revokeObjectURL = jest.fn();
	} );

	beforeEach( async () => {
		await act( async () => {
			document.body.innerHTML = `<form><div data-inkwell-island="comment-attachments" data-inkwell-props='${ JSON.stringify(
				props
			) }'></div><input type="submit" value="Post"></form>`;
			mountIslands( document );
		} );
	} );

	afterEach( async () => {
		await act( async () => {
			document.body.innerHTML = '';
		} );
	} );

	const submit = () =>
		document.querySelector< HTMLInputElement >( '[type="submit"]' );

	it( 'names every slot attachments_{postId}[] and adds a slot per chosen image, up to 5', async () => {
		expect( inputs() ).toHaveLength( 1 );
		expect( slot( 0 ).name ).toBe( 'attachments_21[]' );
		for ( let n = 1; n <= 5; n++ ) {
			await choose( slot( n - 1 ), image( `p${ n }.png`, 10 ) );
		}
		expect( inputs() ).toHaveLength( 5 );
		expect(
			inputs().every( ( input ) => input.name === 'attachments_21[]' )
		).toBe( true );
		expect(
			document.querySelectorAll( '.inkwell-attachments__preview' )
		).toHaveLength( 5 );
	} );

	it( 'removes the slot of a non-image', async () => {
		await choose( slot( 0 ), image( 'a.png', 10 ) );
		expect( inputs() ).toHaveLength( 2 );

		await choose( slot( 1 ), image( 'notes.txt', 10, 'text/plain' ) );

		expect( inputs() ).toHaveLength( 2 );
		expect(
			document.querySelectorAll( '.inkwell-attachments__preview' )
		).toHaveLength( 1 );
		expect( document.body.textContent ).toContain( 'Only images.' );
		expect( submit()?.disabled ).toBe( false );
	} );

	it( 'shows the page message and disables submit for a file over its limit', async () => {
		await choose( slot( 0 ), image( 'big.png', 1001 ) );
		expect( document.querySelector( '[role="alert"]' )?.textContent ).toBe(
			props.messages.fileTooLarge
		);
		expect( submit()?.disabled ).toBe( true );

		await act( async () => {
			document
				.querySelector< HTMLButtonElement >(
					'.inkwell-attachments__remove'
				)
				?.click();
		} );
		expect( submit()?.disabled ).toBe( false );
	} );

	it( 'shows the page message and disables submit for a total over the limit', async () => {
		await choose( slot( 0 ), image( 'a.png', 800 ) );
		expect( submit()?.disabled ).toBe( false );
		await choose( slot( 1 ), image( 'b.png', 800 ) );
		expect( document.querySelector( '[role="alert"]' )?.textContent ).toBe(
			props.messages.totalTooLarge
		);
		expect( submit()?.disabled ).toBe( true );
	} );

	it( 'clears the media after a posted comment', async () => {
		await choose( slot( 0 ), image( 'a.png', 10 ) );
		await act( async () => {
			document
				.querySelector( 'form' )
				?.dispatchEvent( new CustomEvent( COMMENT_POSTED_EVENT ) );
		} );
		expect( inputs() ).toHaveLength( 1 );
		expect(
			document.querySelector( '.inkwell-attachments__preview' )
		).toBeNull();
	} );

	it( 'takes over the images chosen in the plain input before it loaded', async () => {
		const element = document.createElement( 'div' );
		document.querySelector( 'form' )?.prepend( element );
		const root = createRoot( element );
		await act( async () => {
			root.render(
				<CommentAttachments
					{ ...props }
					chosenFiles={ [
						image( 'a.png', 10 ),
						image( 'notes.txt', 10, 'text/plain' ),
						image( 'b.png', 10 ),
					] }
				/>
			);
		} );
		expect(
			element.querySelectorAll( '.inkwell-attachments__preview' )
		).toHaveLength( 2 );
		expect( element.querySelectorAll( 'input[type="file"]' ) ).toHaveLength(
			3
		);
		expect( element.textContent ).toContain( 'Only images.' );
		await act( async () => root.unmount() );
	} );
} );

/**
 * External dependencies
 */
import { act } from 'react';

/**
 * Internal dependencies
 */
import { props } from './props';

(
	globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
 ).IS_REACT_ACT_ENVIRONMENT = true;

describe( 'the comment-attachments island', () => {
	beforeAll( () => {
		URL.createObjectURL = jest.fn( () => 'blob:preview' );
		URL.revokeObjectURL = jest.fn();
	} );

	it( 'takes over an image chosen in the plain input after its script ran, before it mounted', async () => {
		document.body.innerHTML = `<form><div data-inkwell-island="comment-attachments" data-inkwell-props='${ JSON.stringify(
			props
		) }'><input type="file" name="attachments_21[]" multiple></div><input type="submit" value="Post"></form>`;
		const plain =
			document.querySelector< HTMLInputElement >( 'input[type="file"]' );
		await act( async () => {
			await import( '../index' );
			// The island is registered and its render scheduled; the reader chooses a file meanwhile.
			Object.defineProperty( plain, 'files', {
				value: [
					new File( [ 'x'.repeat( 10 ) ], 'late.png', {
						type: 'image/png',
					} ),
				],
			} );
		} );
		expect(
			document.querySelectorAll( '.inkwell-attachments__preview' )
		).toHaveLength( 1 );
		expect( plain?.isConnected ).toBe( false );
	} );
} );

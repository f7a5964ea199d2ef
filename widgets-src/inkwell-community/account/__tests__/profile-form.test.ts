/**
 * Internal dependencies
 */
import { enhanceProfileForm, imageProblem } from '../profile-form';

const TYPES = [ 'image/jpeg', 'image/png', 'image/gif', 'image/webp' ];

describe( 'checking a chosen image', () => {
	it( 'accepts the four image types within the limit', () => {
		expect(
			imageProblem( { type: 'image/webp', size: 1000 }, TYPES, 2000 )
		).toBeNull();
	} );

	it( 'refuses other types, SVG included, and files over the limit', () => {
		expect(
			imageProblem( { type: 'image/svg+xml', size: 10 }, TYPES, 2000 )
		).toBe( 'type' );
		expect(
			imageProblem( { type: 'image/png', size: 2001 }, TYPES, 2000 )
		).toBe( 'size' );
	} );
} );

describe( 'the profile form', () => {
	let form: HTMLFormElement;

	/**
	 * Chooses a file in the form's file input.
	 *
	 * @param file The file.
	 */
	function choose( file: File ): void {
		const input =
			form.querySelector< HTMLInputElement >( 'input[type="file"]' )!;
		Object.defineProperty( input, 'files', {
			value: [ file ],
			configurable: true,
		} );
		input.dispatchEvent( new Event( 'change', { bubbles: true } ) );
	}

	beforeAll( () => {
		URL.createObjectURL = jest.fn( () => 'blob:preview' );
		URL.revokeObjectURL = jest.fn();
	} );

	beforeEach( () => {
		document.body.innerHTML = `
			<form data-inkwell-profile-form data-max-bytes="2000" data-types="${ TYPES.join(
				','
			) }">
				<div class="inkwell-profile-preview">
					<div class="inkwell-cover is-overlay-none" data-inkwell-cover></div>
					<img class="avatar" src="/uploads/me.jpg" srcset="/uploads/me-2x.jpg 2x" alt="">
				</div>
				<input type="radio" name="cover_overlay" value="none" checked>
				<input type="radio" name="cover_overlay" value="dark" id="dark">
				<input type="file" name="profile_image">
				<p data-inkwell-image-error hidden data-message-type="Wrong type" data-message-size="Too large"></p>
				<input type="hidden" name="profile_image_delete" value="0" data-inkwell-image-delete-flag>
				<button type="submit" name="profile_image_delete" value="1" data-inkwell-image-delete data-initials="data:image/svg+xml;charset=utf-8,MO">Remove image</button>
				<p role="status" data-inkwell-image-status data-message-removed="Removed on save"></p>
			</form>`;
		form = document.querySelector( 'form' )!;
		enhanceProfileForm( form );
	} );

	it( 'previews the chosen overlay with the style named after its value', () => {
		const dark = document.getElementById( 'dark' ) as HTMLInputElement;
		dark.checked = true;
		dark.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		const cover = form.querySelector( '[data-inkwell-cover]' )!;
		expect( cover.classList.contains( 'is-overlay-dark' ) ).toBe( true );
		expect( cover.classList.contains( 'is-overlay-none' ) ).toBe( false );
	} );

	it( 'previews a valid image and refuses an invalid one with the message', () => {
		choose(
			new File( [ 'x'.repeat( 100 ) ], 'me.png', { type: 'image/png' } )
		);
		const avatar = form.querySelector( 'img' )!;
		expect( avatar.getAttribute( 'src' ) ).toBe( 'blob:preview' );
		expect( avatar.hasAttribute( 'srcset' ) ).toBe( false );

		choose( new File( [ '<svg/>' ], 'me.svg', { type: 'image/svg+xml' } ) );
		const error = form.querySelector< HTMLElement >(
			'[data-inkwell-image-error]'
		)!;
		expect( error.hidden ).toBe( false );
		expect( error.textContent ).toBe( 'Wrong type' );

		choose(
			new File( [ 'x'.repeat( 2001 ) ], 'big.jpg', {
				type: 'image/jpeg',
			} )
		);
		expect( error.textContent ).toBe( 'Too large' );
	} );

	it( 'removing sets the hidden flag to "1" and previews the initials without submitting', () => {
		const remove = form.querySelector< HTMLButtonElement >(
			'[data-inkwell-image-delete]'
		)!;
		const submitted = jest.fn( ( event: Event ) => event.preventDefault() );
		form.addEventListener( 'submit', submitted );
		remove.click();
		expect( submitted ).not.toHaveBeenCalled();
		expect(
			form.querySelector< HTMLInputElement >(
				'[data-inkwell-image-delete-flag]'
			)!.value
		).toBe( '1' );
		expect( form.querySelector( 'img' )!.getAttribute( 'src' ) ).toBe(
			'data:image/svg+xml;charset=utf-8,MO'
		);
		expect( remove.hidden ).toBe( true );
		expect(
			form.querySelector( '[data-inkwell-image-status]' )!.textContent
		).toBe( 'Removed on save' );

		// Choosing a new image afterwards keeps it: the flag goes back to '0'.
		choose( new File( [ 'x' ], 'me.gif', { type: 'image/gif' } ) );
		expect(
			form.querySelector< HTMLInputElement >(
				'[data-inkwell-image-delete-flag]'
			)!.value
		).toBe( '0' );
		expect( remove.hidden ).toBe( false );
	} );
} );

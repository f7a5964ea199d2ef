/**
 * Contact forms built in the block editor (issue 5): field blocks with their settings, the "Contact form"
 * block's picker, and the published form on the front end with its constraints, quiz and image captcha;
 * and (issue 16) a form started from a starting point, its labels and placeholders typed on the canvas,
 * its fields moved and removed from the keyboard.
 */

/**
 * External dependencies
 */
import { expect, test, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	attributesOf,
	insertBlock,
	newPost,
	postId,
	publish,
	selectBlock,
} from '../fixtures/block-editor';
import {
	canvas,
	canvasViolations,
	expectNoInvalidBlock,
	insertFromInserter,
	retype,
	retypeOneUndoStep,
	shoot,
} from '../fixtures/editor';
import { as } from '../fixtures/users';

test.use( as( 'admin' ) );

/**
 * Adds a field block and fills its settings in the sidebar.
 *
 * @param page     The editor.
 * @param type     Field type.
 * @param settings Text settings by label.
 * @param required Whether to switch Required on.
 */
async function addField(
	page: Page,
	type: string,
	settings: Record< string, string >,
	required = false
): Promise< string > {
	const id = await insertBlock( page, `inkwell-forms/${ type }` );
	await selectBlock( page, id );
	const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
	// The label and the button's text are typed on the canvas (issue 16); the rest is in the sidebar.
	const field = page
		.frameLocator( 'iframe[name="editor-canvas"]' )
		.locator( `#block-${ id }` );
	for ( const [ label, value ] of Object.entries( settings ) ) {
		if ( label === 'Label' || label === 'Button text' ) {
			await field
				.getByRole( 'textbox', {
					name: label === 'Label' ? 'Field label' : label,
					exact: true,
				} )
				.fill( value );
			continue;
		}
		await sidebar.getByLabel( label, { exact: true } ).fill( value );
	}
	if ( required ) {
		await sidebar.getByLabel( 'Required', { exact: true } ).check();
	}
	return id;
}

test( 'a form built from field blocks, placed with the picker, validates and challenges on the front end', async ( {
	page,
	browser,
} ) => {
	// Two editor sessions, a publish each and a front-end round trip.
	test.setTimeout( 300_000 );
	const title = `Booking ${ Date.now() }`;
	await newPost( page, 'inkwell_form', title );
	// This form starts empty: the starting points are closed.
	const starts = page.getByRole( 'dialog', { name: /pattern/i } );
	await starts.getByRole( 'button', { name: 'Close' } ).click();
	await expect( starts ).toHaveCount( 0 );
	const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );

	await addField(
		page,
		'text',
		{ Label: 'Your name', Name: 'guest-name', 'Maximum length': '40' },
		true
	);
	const guests = await addField(
		page,
		'number',
		{
			Label: 'Guests',
			Name: 'guests',
			Minimum: '1',
			Maximum: '8',
			Step: '1',
		},
		true
	);
	const arrival = await addField( page, 'date', {
		Label: 'Arrival',
		Name: 'arrival',
		Minimum: '2030-01-01',
	} );
	await sidebar.getByLabel( 'Saturday' ).check();
	await sidebar.getByLabel( 'Sunday' ).check();
	await addField( page, 'select', {
		Label: 'Room',
		Name: 'room',
		Options: 'Single\nDouble',
	} );
	const quiz = await addField( page, 'quiz', { Name: 'human' } );
	await sidebar.getByRole( 'button', { name: 'Add a question' } ).click();
	await sidebar.getByLabel( 'Question 1' ).fill( 'What is 2 + 3?' );
	await sidebar.getByLabel( 'Answer 1' ).fill( '5|five' );
	await addField( page, 'captcha', { Label: 'Type the code', Name: 'code' } );
	await addField( page, 'submit', { 'Button text': 'Book now' } );

	expect( await attributesOf( page, guests ) ).toMatchObject( {
		name: 'guests',
		required: true,
		min: '1',
		max: '8',
		step: 1,
	} );
	expect( await attributesOf( page, arrival ) ).toMatchObject( {
		days: [ 6, 7 ],
		min: '2030-01-01',
	} );
	expect( await attributesOf( page, quiz ) ).toMatchObject( {
		questions: [ { question: 'What is 2 + 3?', answer: '5|five' } ],
	} );
	await publish( page );
	const formId = await postId( page );

	await newPost( page, 'page', `Book a room ${ formId }` );
	const block = await insertBlock( page, 'inkwell-forms/contact-form' );
	await selectBlock( page, block );
	const picker = sidebar.getByLabel( 'Form', { exact: true } );
	await expect( picker.locator( `option[value="${ formId }"]` ) ).toHaveText(
		title
	);
	await picker.selectOption( String( formId ) );
	expect( await attributesOf( page, block ) ).toMatchObject( {
		id: formId,
	} );
	// The server's preview of the chosen form shows in the canvas.
	await expect(
		page
			.frameLocator( 'iframe[name="editor-canvas"]' )
			.getByRole( 'button', { name: 'Book now' } )
	).toBeVisible( { timeout: 30_000 } );
	const url = await publish( page );

	const guest = await browser.newContext();
	const front = await guest.newPage();
	await front.goto( url );
	const form = front.locator(
		'form.inkwell-contact-form__form[data-status]'
	);
	await expect( form ).toHaveAttribute( 'data-status', 'init' );
	const guestsInput = form.getByLabel( /^Guests/ );
	await expect( guestsInput ).toHaveAttribute( 'min', '1' );
	await expect( guestsInput ).toHaveAttribute( 'max', '8' );
	await expect( form.getByLabel( /^What is 2 \+ 3\?/ ) ).toBeVisible();
	const image = form.locator( 'img.inkwell-contact-form__captcha' );
	await expect( image ).toHaveAttribute( 'src', /^data:image\/png;base64,/ );
	const firstImage = await image.getAttribute( 'src' );

	await form.getByLabel( /^Your name/ ).fill( 'Ada Lovelace' );
	await guestsInput.fill( '3' );
	// 2 January 2030 is a Wednesday: only weekends were allowed.
	await form.getByLabel( /^Arrival/ ).fill( '2030-01-02' );
	await form.getByLabel( /^Room/ ).selectOption( 'Double' );
	await form.getByRole( 'button', { name: 'Book now' } ).click();
	await expect( form.getByLabel( /^Arrival/ ) ).toHaveAccessibleDescription(
		'This date falls on a day that is not allowed.'
	);
	await expect( form.getByLabel( /^What is 2 \+ 3\?/ ) ).toHaveAttribute(
		'aria-invalid',
		'true'
	);

	await form.getByLabel( /^Arrival/ ).fill( '2030-01-05' );
	await form.getByLabel( /^What is 2 \+ 3\?/ ).fill( 'seven' );
	await form.getByLabel( /^Type the code/ ).fill( 'XXXXX' );
	// People take a few seconds to fill a form; the server refuses faster senders as bots.
	await front.waitForTimeout( 3500 );
	await form.getByRole( 'button', { name: 'Book now' } ).click();

	await expect( form ).toHaveAttribute( 'data-status', 'invalid' );
	await expect(
		form.getByLabel( /^What is 2 \+ 3\?/ )
	).toHaveAccessibleDescription( 'The answer to the quiz is incorrect.' );
	await expect(
		form.getByLabel( /^Type the code/ )
	).toHaveAccessibleDescription(
		'The code you entered is incorrect. Please try the new one.'
	);
	// Each answer brings a new image; the used one is gone.
	await expect( image ).not.toHaveAttribute( 'src', firstImage ?? '' );
	await expect( form.getByLabel( /^Type the code/ ) ).toHaveValue( '' );
	await guest.close();
} );

test( 'a quote request started from a starting point: labels and placeholders typed in place, fields moved and removed from the keyboard, placed from the block', async ( {
	page,
} ) => {
	test.setTimeout( 300_000 );
	const title = `Quote ${ Date.now() }`;
	await newPost( page, 'inkwell_form', title );
	// A new form offers its starting points.
	const starts = page.getByRole( 'dialog', { name: /pattern/i } );
	await expect(
		starts.getByRole( 'option', { name: 'Contact', exact: true } )
	).toBeVisible();
	await starts
		.getByRole( 'option', { name: 'Quote request', exact: true } )
		.click();
	await expect( starts ).toHaveCount( 0 );
	const fields = canvas( page ).locator( '.inkwell-forms-editor__field' );
	await expect( fields ).toHaveCount( 9 );
	await shoot( page, fields.first(), 'contact-form-inserted' );

	const phone = fields.nth( 2 );
	await retypeOneUndoStep( page, phone, 'Field label', 'Mobile phone' );
	// An empty text is filled as it is (Ctrl+A there would select every block).
	await phone
		.getByRole( 'textbox', { name: 'Placeholder' } )
		.fill( '+351 …' );
	await expect(
		phone.getByRole( 'textbox', { name: 'Placeholder' } )
	).toHaveText( '+351 …' );
	// Move the phone up from the block toolbar, from the keyboard.
	// Alt+F10 shows the block toolbar again after typing and moves focus into it.
	const toolbar = page.getByRole( 'toolbar', { name: 'Block tools' } );
	await page.keyboard.press( 'Alt+F10' );
	const up = toolbar.getByRole( 'button', { name: 'Move up' } );
	await up.focus();
	await page.keyboard.press( 'Enter' );
	await expect(
		fields.nth( 1 ).getByRole( 'textbox', { name: 'Field label' } )
	).toHaveText( 'Mobile phone' );
	// Remove the budget from the block's options menu, from the keyboard.
	await fields
		.nth( 4 )
		.getByRole( 'textbox', { name: 'Field label' } )
		.click();
	await page.keyboard.press( 'Alt+F10' );
	const options = toolbar.getByRole( 'button', { name: 'Options' } );
	await options.focus();
	await page.keyboard.press( 'Enter' );
	const remove = page.getByRole( 'menuitem', { name: /^(Delete|Remove)/ } );
	await remove.focus();
	await page.keyboard.press( 'Enter' );
	await expect( fields ).toHaveCount( 8 );
	await retype( page, fields.last(), 'Button text', 'Send the request' );
	await shoot( page, fields.first(), 'contact-form-edited' );
	expect( await canvasViolations( page, '.is-root-container' ) ).toEqual(
		[]
	);
	await publish( page );
	const formId = await postId( page );

	// On a page, the block starts a new form from a starting point, or places this one.
	await newPost( page, 'page', `Ask for a quote ${ formId }` );
	await insertFromInserter( page, 'Contact form' );
	const block = canvas( page ).locator(
		'.wp-block-inkwell-forms-contact-form'
	);
	await expect(
		// The name starts with its Dashicons glyph.
		block.getByRole( 'button', { name: /^\W*Contact$/ } )
	).toBeVisible();
	await block
		.getByLabel( 'Form', { exact: true } )
		.selectOption( String( formId ) );
	await expect(
		block.getByRole( 'button', { name: 'Send the request' } )
	).toBeVisible( { timeout: 30_000 } );
	const url = await publish( page );
	await page.reload();
	await expectNoInvalidBlock( page );

	await page.goto( url );
	const form = page.locator( 'form.inkwell-contact-form__form' );
	await expect( form.getByLabel( /^Mobile phone/ ) ).toHaveAttribute(
		'placeholder',
		'+351 …'
	);
	await expect( form.getByLabel( /^Budget/ ) ).toHaveCount( 0 );
	await expect(
		form.getByRole( 'button', { name: 'Send the request' } )
	).toBeVisible();
} );

test( 'field blocks are offered in forms only', async ( { page } ) => {
	// The editor loads slowly on a busy machine.
	test.setTimeout( 120_000 );
	await newPost( page, 'post', 'No fields here' );
	const insertable = await page.evaluate( () => {
		const { select } = (
			window as unknown as {
				wp: {
					data: {
						select: ( store: string ) => {
							canInsertBlockType: ( name: string ) => boolean;
						};
					};
				};
			}
		 ).wp.data;
		const editor = select( 'core/block-editor' );
		return {
			field: editor.canInsertBlockType( 'inkwell-forms/email' ),
			form: editor.canInsertBlockType( 'inkwell-forms/contact-form' ),
		};
	} );
	expect( insertable ).toEqual( { field: false, form: true } );
} );

/**
 * The Countdown block edited on the canvas (issue 16): starting points, a live ticking preview, labels and
 * message typed in place, every sidebar setting, a save and reload without invalid content, the front
 * end, axe on the canvas, and today's saved markup loading as it is.
 */

/**
 * External dependencies
 */
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'fs';
import path from 'path';

/**
 * Internal dependencies
 */
import {
	blocks,
	canvas,
	expectNoInvalidBlock,
	insertFromInserter,
	newPost,
	retype,
	retypeOneUndoStep,
	openSavedMarkup,
	saveAndReload,
	canvasViolations,
	shoot,
	undo,
} from '../fixtures/editor';
import { as } from '../fixtures/users';

test.use( as( 'admin' ) );
// Two editor loads, a save and reload and a front-end visit each.
test.describe.configure( { timeout: 300_000 } );

const block = ( page: Page ) =>
	canvas( page ).locator( '.wp-block-inkblocks-countdown' );

test( 'a launch countdown built on the canvas ticks, keeps its labels and settings, and shows them on the page', async ( {
	page,
} ) => {
	await newPost( page, 'page', `Countdown ${ Date.now() }` );
	await insertFromInserter( page, 'Countdown' );

	// The placeholder: icon, the block's description, its starting points; one undo step for a choice.
	const launch = block( page ).getByRole( 'button', {
		name: 'Counts down to a launch date two weeks ahead, then shows a message.',
	} );
	await expect( launch ).toBeVisible();
	await expect(
		block( page ).getByRole( 'button', {
			name: 'Gives each visitor 48 hours from their first visit, then hides.',
		} )
	).toBeVisible();
	await shoot( page, block( page ), 'countdown-inserted' );
	await launch.click();
	const timer = block( page ).getByRole( 'timer' );
	await expect( timer ).toBeVisible();
	await undo( page );
	await expect( launch ).toBeVisible();
	await launch.click();

	// Live: the remaining seconds go down in the canvas.
	const first = Number( await timer.getAttribute( 'data-remaining' ) );
	expect( first ).toBeGreaterThan( 13 * 86400 );
	await expect
		.poll( async () =>
			Number( await timer.getAttribute( 'data-remaining' ) )
		)
		.toBeLessThan( first );

	await retypeOneUndoStep( page, block( page ), 'Hours', 'Heures' );
	await retype( page, block( page ), 'Minutes', 'Min.' );
	await retype(
		page,
		block( page ),
		'Message shown when the countdown ends',
		'We are live!'
	);

	const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
	await page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: 'Settings', exact: true } )
		.evaluate( ( button ) =>
			button.getAttribute( 'aria-expanded' ) === 'true'
				? null
				: ( button as HTMLButtonElement ).click()
		);
	await sidebar.getByLabel( 'Show days' ).uncheck();
	await sidebar.getByLabel( 'Show seconds' ).uncheck();
	await sidebar.getByLabel( 'Redirect to a URL' ).check();
	await sidebar.getByLabel( 'Hide the timer' ).check();
	await sidebar.getByLabel( 'Restart for the restart interval' ).check();
	await sidebar.getByLabel( 'Redirect URL' ).fill( '/newsletter/' );
	// Before the type changes, the restart interval is the only interval.
	await sidebar
		.locator( '.inkblocks-countdown-editor__interval' )
		.getByLabel( 'Hours' )
		.fill( '2' );
	await sidebar.getByLabel( 'Type' ).selectOption( 'evergreen' );
	await sidebar
		.locator( '.inkblocks-countdown-editor__interval' )
		.first()
		.getByLabel( 'Hours' )
		.fill( '3' );
	// Evergreen: a day (the default) and three hours, shown as hours without days, counting down.
	await expect(
		timer.locator( '.is-hours .inkblocks-countdown__value' )
	).toHaveText( /^2[67]$/ );
	await expect( timer.locator( '.is-days, .is-seconds' ) ).toHaveCount( 0 );
	await shoot( page, block( page ), 'countdown-edited' );
	expect(
		await canvasViolations( page, '.wp-block-inkblocks-countdown' )
	).toEqual( [] );

	const url = await saveAndReload( page );
	await expect(
		block( page ).getByRole( 'textbox', { name: 'Hours', exact: true } )
	).toHaveText( 'Heures' );

	await page.goto( url );
	const front = page.locator( '.wp-block-inkblocks-countdown' );
	await front.scrollIntoViewIfNeeded();
	await expect( front.locator( '.inkblocks-countdown__label' ) ).toHaveText( [
		'Heures',
		'Min.',
	] );
	await expect(
		front.locator( '.is-hours .inkblocks-countdown__value' )
	).toHaveText( /^2[67]$/ );
	const props = JSON.parse(
		( await front
			.locator( '[data-inkwell-island="countdown"]' )
			.getAttribute( 'data-inkwell-props' ) ) ?? '{}'
	);
	expect( props ).toMatchObject( {
		type: 'evergreen',
		'evergreen-interval': 97200,
		'restart-interval': 93600,
		'expire-redirect-url': '/newsletter/',
		message: 'We are live!',
		showDays: false,
		showSeconds: false,
	} );
	expect( [ ...props[ 'expire-actions' ] ].sort() ).toEqual( [
		'hide',
		'message',
		'redirect',
		'restart',
	] );
	expect( props[ 'due-date' ] ).toBeGreaterThan( Date.now() );
} );

test( "today's saved countdowns load without invalid content and still render before a re-save", async ( {
	page,
} ) => {
	await newPost( page, 'page', 'Unused' );
	const url = await openSavedMarkup(
		page,
		`Old countdowns ${ Date.now() }`,
		readFileSync(
			path.resolve( __dirname, '../../fixtures/blocks/countdown.html' ),
			'utf8'
		)
	);
	await expectNoInvalidBlock( page );
	const countdowns = ( await blocks( page ) ).filter(
		( b ) => b.name === 'inkblocks/countdown'
	);
	expect( countdowns.map( ( b ) => b.attributes.type ) ).toEqual( [
		'due_date',
		'evergreen',
		'endless',
	] );
	await expect( block( page ).getByRole( 'timer' ) ).toHaveCount( 3 );
	await expect(
		block( page ).first().getByRole( 'textbox', {
			name: 'Message shown when the countdown ends',
		} )
	).toHaveText(
		'The reading challenge has closed. Thank you for taking part!'
	);

	await page.goto( url );
	const front = page.locator( '.wp-block-inkblocks-countdown' );
	await expect( front ).toHaveCount( 3 );
	await front.last().scrollIntoViewIfNeeded();
	await expect( front.getByRole( 'timer' ) ).toHaveCount( 3 );
	await expect(
		front.first().locator( '.inkblocks-countdown__label' )
	).toHaveText( [ 'Days', 'Hours', 'Minutes', 'Seconds' ] );
} );

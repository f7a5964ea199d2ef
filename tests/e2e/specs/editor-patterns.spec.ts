/**
 * The "Inkwell" block patterns (issue 16): the showcase sections (Inkblocks) and the theme's patterns in one
 * category, each inserted into the editor without an invalid block, one of them from the inserter.
 */

/**
 * External dependencies
 */
import { expect, test } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	blocks,
	canvas,
	expectNoInvalidBlock,
	insertFromInserter,
	newPost,
} from '../fixtures/editor';
import { as } from '../fixtures/users';

test.use( as( 'admin' ) );

/** A pattern as the editor's data store lists it. */
interface Pattern {
	name: string;
	content: string;
	categories?: string[];
}

/** The editor's globals, as far as this spec uses them. */
interface PatternWindow {
	wp: {
		data: {
			resolveSelect: ( store: string ) => {
				getBlockPatterns: () => Promise< Pattern[] >;
				getBlockPatternCategories: () => Promise<
					Array< { name: string; label: string } >
				>;
			};
			dispatch: ( store: string ) => {
				insertBlocks: ( blocks: unknown[] ) => void;
			};
		};
		blocks: { parse: ( content: string ) => unknown[] };
	};
}

test( 'every Inkwell pattern inserts without invalid content, and the showcase ones come from the inserter', async ( {
	page,
} ) => {
	// Two dozen patterns with live previews in one editor, then a save.
	test.setTimeout( 300_000 );
	await newPost( page, 'page', `Patterns ${ Date.now() }` );

	await insertFromInserter( page, 'Showcase: Charts' );
	await expect(
		canvas( page ).locator( '.wp-block-inkblocks-chart' )
	).toHaveCount( 3 );

	const inserted = await page.evaluate( async () => {
		const { wp } = window as unknown as PatternWindow;
		const categories = await wp.data
			.resolveSelect( 'core' )
			.getBlockPatternCategories();
		const patterns = (
			await wp.data.resolveSelect( 'core' ).getBlockPatterns()
		).filter( ( pattern ) => pattern.categories?.includes( 'inkwell' ) );
		for ( const pattern of patterns ) {
			wp.data
				.dispatch( 'core/block-editor' )
				.insertBlocks( wp.blocks.parse( pattern.content ) );
		}
		return {
			category: categories.find( ( item ) => item.name === 'inkwell' )
				?.label,
			names: patterns.map( ( pattern ) => pattern.name ),
		};
	} );
	expect( inserted.category ).toBe( 'Inkwell' );
	// The theme's three and a pattern per showcase section.
	for ( const name of [
		'inkwell/hero',
		'inkwell/author-grid',
		'inkwell/newsletter-call-to-action',
		'inkblocks/chart',
		'inkblocks/map',
		'inkblocks/tabs',
		'inkblocks/pricing-table',
	] ) {
		expect( inserted.names ).toContain( name );
	}
	expect( inserted.names.length ).toBeGreaterThan( 20 );
	expect( ( await blocks( page ) ).length ).toBeGreaterThan(
		inserted.names.length
	);
	await expectNoInvalidBlock( page );
} );

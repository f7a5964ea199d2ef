/**
 * Internal dependencies
 */
import { fromDetails, toDetails } from '../transforms';

// The block factory as far as the transforms use it: the real one needs the editor's registry.
jest.mock( '@wordpress/blocks', () => {
	const createBlock = (
		name: string,
		attributes: Record< string, unknown > = {},
		innerBlocks: unknown[] = []
	) => ( { name, attributes, innerBlocks } );
	return {
		createBlock,
		cloneBlock: ( block: object ) => ( { ...block, cloned: true } ),
	};
} );

interface Made {
	name: string;
	attributes: Record< string, unknown >;
	innerBlocks: Made[];
}

/**
 * A block as the mocked factory makes it.
 *
 * @param name        Its name.
 * @param attributes  Its attributes.
 * @param innerBlocks Its inner blocks.
 */
const make = (
	name: string,
	attributes: Record< string, unknown > = {},
	innerBlocks: Made[] = []
): Made => ( { name, attributes, innerBlocks } );

const text = ( content: string ) => make( 'core/paragraph', { content } );

describe( 'core Details and the accordion', () => {
	it( 'makes one toggle of each Details, its summary the title and its blocks the content', () => {
		const accordion = fromDetails(
			[
				{ summary: 'Why <em>oak</em>?', showContent: true },
				{ summary: 'How long?' },
			],
			[ [ text( 'It lasts.' ) ], [] ] as unknown as Parameters<
				typeof fromDetails
			>[ 1 ]
		);
		expect( accordion.name ).toBe( 'inkblocks/accordion' );
		expect( accordion.attributes.collapsible ).toBe( false );
		expect(
			accordion.innerBlocks.map(
				( panel: { attributes: object } ) => panel.attributes
			)
		).toEqual( [
			expect.objectContaining( {
				title: 'Why <em>oak</em>?',
				active: true,
			} ),
			expect.objectContaining( { title: 'How long?', active: false } ),
		] );
		expect( accordion.innerBlocks[ 0 ]!.innerBlocks[ 0 ] ).toMatchObject( {
			attributes: { content: 'It lasts.' },
			cloned: true,
		} );
	} );

	it( 'keeps Details of one exclusive group to one open toggle', () => {
		expect(
			fromDetails(
				[
					{ summary: 'A', name: 'faq' },
					{ summary: 'B', name: 'faq' },
				],
				[ [], [] ]
			).attributes.collapsible
		).toBe( true );
		expect(
			fromDetails(
				[
					{ summary: 'A', name: 'faq' },
					{ summary: 'B', name: 'other' },
				],
				[ [], [] ]
			).attributes.collapsible
		).toBe( false );
	} );

	it( 'turns the toggles back into Details, a synced pattern into its reference', () => {
		const panels = [
			make( 'inkblocks/panel', { title: 'Q', active: true }, [
				text( 'A' ),
			] ),
			make( 'inkblocks/panel', { title: 'P', templateId: 7 } ),
		];
		const details = toDetails(
			true,
			panels as unknown as Parameters< typeof toDetails >[ 1 ],
			'group'
		);
		expect( details.map( ( block ) => block.attributes ) ).toEqual( [
			{ summary: 'Q', showContent: true, name: 'group' },
			{ summary: 'P', showContent: false, name: 'group' },
		] );
		expect( details[ 0 ]!.innerBlocks[ 0 ]!.attributes.content ).toBe(
			'A'
		);
		expect( details[ 1 ]!.innerBlocks[ 0 ]!.name ).toBe( 'core/block' );
		expect( details[ 1 ]!.innerBlocks[ 0 ]!.attributes.ref ).toBe( 7 );
		expect(
			toDetails(
				false,
				panels as unknown as Parameters< typeof toDetails >[ 1 ],
				'group'
			)[ 0 ]!.attributes.name
		).toBeUndefined();
	} );
} );

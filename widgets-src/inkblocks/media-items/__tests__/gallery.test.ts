/**
 * WordPress dependencies
 */
import { createBlock, type Block } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import { galleryImages, galleryTransforms, toGallery } from '../gallery';

// The block factory as far as the transforms use it (the package's ES modules do not load in Jest).
jest.mock( '@wordpress/blocks', () => ( {
	createBlock: (
		name: string,
		attributes: Record< string, unknown > = {},
		innerBlocks: unknown[] = []
	) => ( { name, attributes, innerBlocks } ),
} ) );

const image = ( attributes: Record< string, unknown > ) =>
	createBlock( 'core/image', attributes );

describe( 'gallery transforms', () => {
	it( 'reads the images of a gallery, without those lacking an address', () => {
		const inner: Block[] = [
			image( {
				id: 4,
				url: '/a.jpg',
				alt: 'A',
				caption: '<em>Dawn</em>',
			} ),
			image( { url: '' } ),
			createBlock( 'core/paragraph', { content: 'Not an image' } ),
			image( { url: '/b.jpg' } ),
		];
		expect( galleryImages( inner ) ).toEqual( [
			{ id: 4, url: '/a.jpg', alt: 'A', caption: '<em>Dawn</em>' },
			{ id: 0, url: '/b.jpg', alt: '', caption: '' },
		] );
	} );

	it( 'builds a gallery of Image blocks, a library image keeping its id', () => {
		const gallery = toGallery( [
			{ id: 4, url: '/a.jpg', alt: 'A', caption: 'Dawn' },
			{ id: 0, url: '', alt: '', caption: 'No image' },
			{ id: 0, url: '/b.jpg', alt: '', caption: '' },
		] );
		expect( gallery.name ).toBe( 'core/gallery' );
		expect(
			gallery.innerBlocks.map( ( block: Block ) => block.attributes )
		).toEqual( [
			{ id: 4, url: '/a.jpg', alt: 'A', caption: 'Dawn' },
			{ url: '/b.jpg', alt: '', caption: '' },
		] );
	} );

	it( 'turns a gallery into the block and the block back into a gallery', () => {
		const { from, to } = galleryTransforms< { names: string[] } >(
			'inkblocks/test',
			( images ) => ( { names: images.map( ( i ) => i.url ) } ),
			( { names } ) =>
				names.map( ( url ) => ( { id: 0, url, alt: '', caption: '' } ) )
		);
		const fromGallery = from[ 0 ];
		const backTransform = to[ 0 ];
		if (
			fromGallery?.type !== 'block' ||
			backTransform?.type !== 'block'
		) {
			throw new Error( 'block transforms expected' );
		}
		expect(
			fromGallery.transform?.( { names: [] }, [
				image( { url: '/a.jpg' } ),
			] )
		).toEqual( {
			name: 'inkblocks/test',
			attributes: { names: [ '/a.jpg' ] },
			innerBlocks: [],
		} );
		const back = backTransform.transform?.( { names: [ '/b.jpg' ] }, [] );
		expect( back ).toMatchObject( {
			name: 'core/gallery',
			innerBlocks: [ { attributes: { url: '/b.jpg' } } ],
		} );
	} );
} );

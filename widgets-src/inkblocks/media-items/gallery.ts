/**
 * Core's Gallery block and the image lists of the slider, carousel, portfolio and justified images: the
 * images read from a gallery's Image blocks, and a gallery built from images (the blocks' transforms).
 */

/**
 * WordPress dependencies
 */
import {
	createBlock,
	type Block,
	type BlockTransform,
} from '@wordpress/blocks';

/** An image of a gallery. */
export interface GalleryImage {
	id: number;
	url: string;
	alt: string;
	/** Inline HTML (RichText). */
	caption: string;
}

/**
 * The images of a core Gallery: its Image blocks that have an address.
 *
 * @param innerBlocks The gallery's inner blocks.
 */
export function galleryImages( innerBlocks: Block[] ): GalleryImage[] {
	return innerBlocks
		.filter( ( block ) => block.name === 'core/image' )
		.map( ( { attributes } ) => ( {
			id: typeof attributes.id === 'number' ? attributes.id : 0,
			url: typeof attributes.url === 'string' ? attributes.url : '',
			alt: typeof attributes.alt === 'string' ? attributes.alt : '',
			caption: String( attributes.caption ?? '' ),
		} ) )
		.filter( ( image ) => image.url !== '' );
}

/**
 * A core Gallery of images (those without an address are left out).
 *
 * @param images The images.
 */
export function toGallery( images: GalleryImage[] ): Block {
	return createBlock(
		'core/gallery',
		{ linkTo: 'none' },
		images
			.filter( ( image ) => image.url !== '' )
			.map( ( image ) =>
				createBlock( 'core/image', {
					...( image.id ? { id: image.id } : {} ),
					url: image.url,
					alt: image.alt,
					caption: image.caption,
				} )
			)
	);
}

/**
 * The transforms of a block with a list of images to and from core's Gallery.
 *
 * @param name       The block's name.
 * @param fromImages The block's attributes of a gallery's images.
 * @param toImages   The gallery's images of the block's attributes.
 */
export function galleryTransforms< A extends Record< string, unknown > >(
	name: string,
	fromImages: ( images: GalleryImage[] ) => Partial< A >,
	toImages: ( attributes: A ) => GalleryImage[]
): { from: BlockTransform< A >[]; to: BlockTransform[] } {
	return {
		from: [
			{
				type: 'block',
				blocks: [ 'core/gallery' ],
				// One gallery at a time (no isMultiBlock): one list of inner blocks.
				transform: ( _attributes, innerBlocks ) =>
					createBlock(
						name,
						fromImages( galleryImages( innerBlocks as Block[] ) )
					),
			},
		],
		to: [
			{
				type: 'block',
				blocks: [ 'core/gallery' ],
				transform: ( attributes ) =>
					toGallery( toImages( attributes as unknown as A ) ),
			},
		],
	};
}

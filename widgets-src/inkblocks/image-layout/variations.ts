/**
 * The "Justified images" block's starting points: images to choose on the canvas, with or without
 * captions.
 */

/**
 * WordPress dependencies
 */
import type { BlockVariation } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { newImage } from './edit';
import type { ImageLayoutAttributes } from './types';

/**
 * The starting points.
 */
export function variations(): Array<
	BlockVariation< Partial< ImageLayoutAttributes > >
> {
	return [
		{
			name: 'photo-essay',
			title: __( 'Photo essay', 'inkblocks' ),
			description: __(
				'Six captioned photos in rows of 240 px, each opening in the lightbox.',
				'inkblocks'
			),
			icon: 'format-gallery',
			scope: [ 'block' ],
			attributes: {
				rowHeight: 240,
				showCaptions: true,
				images: [
					__( 'Morning over the bay', 'inkblocks' ),
					__( 'Lagoon', 'inkblocks' ),
					__( 'Orchard in June', 'inkblocks' ),
					__( 'Terraces', 'inkblocks' ),
					__( 'Dunes', 'inkblocks' ),
					__( 'Evening light', 'inkblocks' ),
				].map( ( caption ) => ( { ...newImage(), caption } ) ),
			},
		},
		{
			name: 'contact-sheet',
			title: __( 'Contact sheet', 'inkblocks' ),
			description: __(
				'Eight small pictures in tight rows of 160 px, without captions.',
				'inkblocks'
			),
			icon: 'screenoptions',
			scope: [ 'block' ],
			attributes: {
				rowHeight: 160,
				gap: 4,
				images: Array.from( { length: 8 }, newImage ),
			},
		},
	];
}

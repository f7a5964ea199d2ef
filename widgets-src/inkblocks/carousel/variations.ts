/**
 * The Carousel block's starting points: cards with their texts, whose images are chosen on the canvas.
 */

/**
 * WordPress dependencies
 */
import type { BlockVariation } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { slidesOf } from '../slider/variations';
import type { CarouselAttributes } from './types';

/**
 * The starting points.
 */
export function variations(): Array<
	BlockVariation< Partial< CarouselAttributes > >
> {
	return [
		{
			name: 'logos',
			title: __( 'Logo carousel', 'inkblocks' ),
			description: __(
				'Six logos without captions, five at a time on wide screens, moving on their own.',
				'inkblocks'
			),
			icon: 'awards',
			scope: [ 'block' ],
			attributes: {
				label: __( 'Our partners', 'inkblocks' ),
				slidesDesktop: 5,
				slidesTablet: 3,
				slidesMobile: 2,
				autoplay: true,
				pagination: false,
				slides: slidesOf( Array( 6 ).fill( [ '', '' ] ) ),
			},
		},
		{
			name: 'cards',
			title: __( 'Story cards', 'inkblocks' ),
			description: __(
				'Four cards with a title and a line each, three at a time, changed by the reader.',
				'inkblocks'
			),
			icon: 'index-card',
			scope: [ 'block' ],
			attributes: {
				label: __( "Editors' picks", 'inkblocks' ),
				slides: slidesOf( [
					[
						__( 'The long read', 'inkblocks' ),
						__( 'An evening’s worth of reporting.', 'inkblocks' ),
					],
					[
						__( 'From the archive', 'inkblocks' ),
						__( 'Still true ten years on.', 'inkblocks' ),
					],
					[
						__( 'Readers’ favourite', 'inkblocks' ),
						__(
							'The story everyone shared this week.',
							'inkblocks'
						),
					],
					[
						__( 'Short and sharp', 'inkblocks' ),
						__( 'Five minutes, one good idea.', 'inkblocks' ),
					],
				] ),
			},
		},
	];
}

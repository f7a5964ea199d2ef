/**
 * The Portfolio block's starting points: items with their titles and categories, whose images are chosen
 * on the canvas.
 */

/**
 * WordPress dependencies
 */
import type { BlockVariation } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { newItem } from './edit';
import type { PortfolioAttributes, PortfolioItemAttributes } from './types';

/**
 * Items with these titles and categories and no image yet.
 *
 * @param entries Title and categories of each item.
 */
function itemsOf(
	entries: Array< [ string, string ] >
): PortfolioItemAttributes[] {
	return entries.map( ( [ title, categories ] ) => ( {
		...newItem(),
		title,
		categories,
	} ) );
}

/**
 * The starting points.
 */
export function variations(): Array<
	BlockVariation< Partial< PortfolioAttributes > >
> {
	const photography = __( 'Photography', 'inkblocks' );
	const illustration = __( 'Illustration', 'inkblocks' );
	const print = __( 'Print', 'inkblocks' );
	return [
		{
			name: 'three-columns',
			title: __( 'Three-column portfolio', 'inkblocks' ),
			description: __(
				'Six works in an even grid of three columns, filtered by category.',
				'inkblocks'
			),
			icon: 'grid-view',
			scope: [ 'block' ],
			attributes: {
				layout: 'grid',
				columns: 3,
				items: itemsOf( [
					[ __( 'Harbour mornings', 'inkblocks' ), photography ],
					[ __( 'Field notes', 'inkblocks' ), illustration ],
					[ __( 'Quarterly cover', 'inkblocks' ), print ],
					[ __( 'Market day', 'inkblocks' ), photography ],
					[ __( 'Bird studies', 'inkblocks' ), illustration ],
					[ __( 'Poster series', 'inkblocks' ), print ],
				] ),
			},
		},
		{
			name: 'masonry',
			title: __( 'Masonry portfolio', 'inkblocks' ),
			description: __(
				'Four works of any shape in two masonry columns, without a filter.',
				'inkblocks'
			),
			icon: 'tagcloud',
			scope: [ 'block' ],
			attributes: {
				layout: 'masonry',
				columns: 2,
				showFilter: false,
				items: itemsOf( [
					[ __( 'Night ferry', 'inkblocks' ), '' ],
					[ __( 'Old town', 'inkblocks' ), '' ],
					[ __( 'Garden diary', 'inkblocks' ), '' ],
					[ __( 'Dunes', 'inkblocks' ), '' ],
				] ),
			},
		},
	];
}

/**
 * The Pricing table block's starting points.
 */

/**
 * WordPress dependencies
 */
import type { BlockVariation } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { PricingTableAttributes } from './types';

/**
 * The starting points, with real sample text.
 */
export function variations(): Array<
	BlockVariation< Partial< PricingTableAttributes > >
> {
	return [
		{
			name: 'basic',
			title: __( 'Basic plan', 'inkblocks' ),
			description: __(
				'A free plan with three features and a button to join.',
				'inkblocks'
			),
			icon: 'money-alt',
			scope: [ 'block' ],
			attributes: {
				title: __( 'Reader', 'inkblocks' ),
				subtitle: __( 'For curious minds', 'inkblocks' ),
				currency: '$',
				price: '0',
				period: __( 'forever', 'inkblocks' ),
				features: [
					{
						text: __( 'Every public article', 'inkblocks' ),
						included: true,
					},
					{
						text: __( 'Follow authors and topics', 'inkblocks' ),
						included: true,
					},
					{
						text: __( 'Members-only essays', 'inkblocks' ),
						included: false,
					},
				],
				buttonText: __( 'Join free', 'inkblocks' ),
				buttonUrl: '/newsletter/',
			},
		},
		{
			name: 'featured',
			title: __( 'Featured plan', 'inkblocks' ),
			description: __(
				'A highlighted paid plan with a badge and a longer, folded list of features.',
				'inkblocks'
			),
			icon: 'star-filled',
			scope: [ 'block' ],
			attributes: {
				title: __( 'Member', 'inkblocks' ),
				subtitle: __( 'For regular readers', 'inkblocks' ),
				currency: '$',
				price: '9',
				period: __( 'per month', 'inkblocks' ),
				featured: true,
				badge: __( 'Most popular', 'inkblocks' ),
				features: [
					{
						text: __( 'Every article, no limits', 'inkblocks' ),
						included: true,
					},
					{
						text: __( 'Bookmarks and reading lists', 'inkblocks' ),
						included: true,
					},
					{
						text: __( 'Members-only essays', 'inkblocks' ),
						included: true,
					},
					{
						text: __( 'Early access to events', 'inkblocks' ),
						included: true,
					},
				],
				buttonText: __( 'Become a member', 'inkblocks' ),
				buttonUrl: '/contact/',
			},
		},
	];
}

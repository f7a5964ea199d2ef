/**
 * The Newsletter form block's starting points.
 */

/**
 * WordPress dependencies
 */
import type { BlockVariation } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { NewsletterAttributes } from './types';

/**
 * The starting points.
 */
export function variations(): Array<
	BlockVariation< Partial< NewsletterAttributes > >
> {
	return [
		{
			name: 'weekly',
			title: __( 'Weekly digest', 'inkblocks' ),
			description: __(
				'A heading, a line on what readers get and a sign-up button.',
				'inkblocks'
			),
			icon: 'email',
			scope: [ 'block' ],
			attributes: {
				heading: __( 'Get the best stories every Friday', 'inkblocks' ),
				text: __(
					'One mail a week with the articles our readers liked most. Unsubscribe with one click.',
					'inkblocks'
				),
				buttonText: __( 'Subscribe', 'inkblocks' ),
			},
		},
		{
			name: 'compact',
			title: __( 'Just the form', 'inkblocks' ),
			description: __(
				'The address field and its button, for a sidebar or a popup.',
				'inkblocks'
			),
			icon: 'editor-contract',
			scope: [ 'block' ],
			attributes: {
				buttonText: __( 'Join', 'inkblocks' ),
				closePopupWhenSuccess: true,
			},
		},
	];
}

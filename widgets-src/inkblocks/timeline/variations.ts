/**
 * The Timeline block's starting points.
 */

/**
 * WordPress dependencies
 */
import type { BlockVariation } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { TimelineEventAttributes } from '../timeline-event/types';
import type { TimelineAttributes } from './types';

/**
 * A Timeline event child of a starting point.
 *
 * @param date    Its date.
 * @param title   Its title.
 * @param content Its text.
 */
const event = (
	date: string,
	title: string,
	content: string
): [ string, Partial< TimelineEventAttributes > ] => [
	'inkblocks/timeline-event',
	{ date, title, content },
];

/**
 * The starting points, with real sample text.
 */
export function variations(): Array<
	BlockVariation< Partial< TimelineAttributes > >
> {
	return [
		{
			name: 'history',
			title: __( 'Company history', 'inkblocks' ),
			description: __(
				'Four milestones down the page, from the first year to today.',
				'inkblocks'
			),
			icon: 'backup',
			scope: [ 'block' ],
			attributes: { layout: 'vertical' },
			innerBlocks: [
				event(
					'2019',
					__( 'The first issue', 'inkblocks' ),
					__(
						'Printed on a kitchen table and mailed to forty friends.',
						'inkblocks'
					)
				),
				event(
					'2021',
					__( 'Going online', 'inkblocks' ),
					__(
						'The archive moved to the web, with comments for the first time.',
						'inkblocks'
					)
				),
				event(
					'2024',
					__( 'Ten thousand readers', 'inkblocks' ),
					__( 'Followers, bookmarks and a newsletter.', 'inkblocks' )
				),
				event(
					'2026',
					__( 'Today', 'inkblocks' ),
					__(
						'A community of readers, writers and editors.',
						'inkblocks'
					)
				),
			],
		},
		{
			name: 'roadmap',
			title: __( 'Roadmap', 'inkblocks' ),
			description: __(
				'The next quarters in a row that visitors move through.',
				'inkblocks'
			),
			icon: 'flag',
			scope: [ 'block' ],
			attributes: { layout: 'horizontal', perView: 3 },
			innerBlocks: [
				event(
					__( 'Spring', 'inkblocks' ),
					__( 'Audio stories', 'inkblocks' ),
					__( 'Every long read, also as a recording.', 'inkblocks' )
				),
				event(
					__( 'Summer', 'inkblocks' ),
					__( 'Reading lists', 'inkblocks' ),
					__( 'Share your bookmarks as a list.', 'inkblocks' )
				),
				event(
					__( 'Autumn', 'inkblocks' ),
					__( 'Local editions', 'inkblocks' ),
					__( 'News from your own town.', 'inkblocks' )
				),
				event(
					__( 'Winter', 'inkblocks' ),
					__( 'The printed annual', 'inkblocks' ),
					__( 'The best of the year on paper.', 'inkblocks' )
				),
			],
		},
	];
}

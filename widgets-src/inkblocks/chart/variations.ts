/**
 * The Chart block's starting points: a bar, a line and a doughnut chart with real sample data.
 */

/**
 * WordPress dependencies
 */
import type { BlockVariation } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { PALETTE } from './constants';
import type { ChartAttributes } from './types';

/**
 * The starting points.
 */
export function variations(): Array<
	BlockVariation< Partial< ChartAttributes > >
> {
	return [
		{
			name: 'bar',
			title: __( 'Bar chart', 'inkblocks' ),
			description: __(
				'Compares two years across four topics, one bar each.',
				'inkblocks'
			),
			icon: 'chart-bar',
			scope: [ 'block' ],
			attributes: {
				chartType: 'bar',
				title: __(
					'Average reading time by topic (minutes)',
					'inkblocks'
				),
				labels: [
					__( 'Health', 'inkblocks' ),
					__( 'Travel', 'inkblocks' ),
					__( 'Technology', 'inkblocks' ),
					__( 'Food and drink', 'inkblocks' ),
				],
				datasets: [
					{
						label: '2025',
						values: [ 6.5, 5.1, 7.8, 4.4 ],
						color: PALETTE[ 0 ]!,
					},
					{
						label: '2026',
						values: [ 7.1, 4.8, 8.9, 4.9 ],
						color: PALETTE[ 1 ]!,
					},
				],
			},
		},
		{
			name: 'line',
			title: __( 'Line chart', 'inkblocks' ),
			description: __(
				'Follows a number month by month, with the area under the line filled.',
				'inkblocks'
			),
			icon: 'chart-line',
			scope: [ 'block' ],
			attributes: {
				chartType: 'line',
				fill: true,
				title: __( 'New followers per month', 'inkblocks' ),
				labels: [
					__( 'January', 'inkblocks' ),
					__( 'February', 'inkblocks' ),
					__( 'March', 'inkblocks' ),
					__( 'April', 'inkblocks' ),
				],
				datasets: [
					{
						label: __( 'Followers', 'inkblocks' ),
						values: [ 120, 180, 260, 310 ],
						color: PALETTE[ 2 ]!,
					},
				],
			},
		},
		{
			name: 'doughnut',
			title: __( 'Doughnut chart', 'inkblocks' ),
			description: __(
				'Shows the shares of a whole, with the table of values kept visible.',
				'inkblocks'
			),
			icon: 'chart-pie',
			scope: [ 'block' ],
			attributes: {
				chartType: 'doughnut',
				showTable: true,
				title: __( 'Where readers come from', 'inkblocks' ),
				labels: [
					__( 'Search', 'inkblocks' ),
					__( 'Newsletter', 'inkblocks' ),
					__( 'Social', 'inkblocks' ),
				],
				datasets: [
					{
						label: __( 'Share of visits (%)', 'inkblocks' ),
						values: [ 48, 31, 21 ],
						color: PALETTE[ 0 ]!,
					},
				],
			},
		},
	];
}

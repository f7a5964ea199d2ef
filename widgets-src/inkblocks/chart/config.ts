/**
 * External dependencies
 */
import type { ChartConfiguration } from 'chart.js';

/**
 * Internal dependencies
 */
import type { ChartProps } from './types';
import { wrapLabel } from './wrap';

/**
 * The Chart.js configuration of a chart: horizontal bars are bars on the y axis; pie and doughnut slices take
 * the palette; axis labels wrap at SPEC 9's 50 characters; no animation for readers who ask for reduced motion.
 *
 * @param props         The island's props.
 * @param reducedMotion Whether the reader prefers reduced motion.
 */
export function chartConfig(
	props: ChartProps,
	reducedMotion: boolean
): ChartConfiguration {
	const round = props.chartType === 'pie' || props.chartType === 'doughnut';
	const horizontal = props.chartType === 'horizontal-bar';
	const type = horizontal ? 'bar' : props.chartType;
	const datasets = props.datasets.map( ( set ) => ( {
		label: set.label,
		data: set.values,
		backgroundColor: round
			? props.labels.map(
					( _, i ) => props.palette[ i % props.palette.length ]
				)
			: set.color + ( type === 'line' && props.fill ? '55' : '' ),
		borderColor: round ? '#fff' : set.color,
		borderWidth: type === 'line' ? 2 : 1,
		fill: type === 'line' && props.fill,
		spanGaps: true,
	} ) );
	const grid = { display: props.grid };
	const scales = round
		? {}
		: {
				x: { stacked: props.stacked, grid },
				y: { stacked: props.stacked, grid, beginAtZero: true },
			};
	return {
		type,
		data: {
			// Round charts name their slices in the legend, which draws one line each.
			labels: round
				? props.labels
				: props.labels.map( ( label ) => wrapLabel( label ) ),
			datasets,
		},
		options: {
			responsive: true,
			maintainAspectRatio: false,
			animation: reducedMotion ? false : { duration: 600 },
			indexAxis: horizontal ? 'y' : 'x',
			scales,
			plugins: {
				legend: { display: props.legend },
				title: { display: false },
			},
		},
	} as ChartConfiguration;
}

/**
 * External dependencies
 */
import {
	ArcElement,
	BarController,
	BarElement,
	CategoryScale,
	Chart,
	DoughnutController,
	Filler,
	Legend,
	LinearScale,
	LineController,
	LineElement,
	PieController,
	PointElement,
	Tooltip,
} from 'chart.js';

/**
 * WordPress dependencies
 */
import { useEffect, useRef } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { chartConfig } from './config';
import type { ChartProps } from './types';

Chart.register(
	ArcElement,
	BarController,
	BarElement,
	CategoryScale,
	DoughnutController,
	Filler,
	Legend,
	LinearScale,
	LineController,
	LineElement,
	PieController,
	PointElement,
	Tooltip
);

/**
 * The chart island: draws the chart of the server's data table. The picture is an image named after the chart
 * and described by the table, which screen readers read.
 *
 * @param props The island's props.
 */
export function ChartView( props: ChartProps ) {
	const canvas = useRef< HTMLCanvasElement >( null );

	useEffect( () => {
		if ( ! canvas.current ) {
			return undefined;
		}
		const reduced = window.matchMedia(
			'(prefers-reduced-motion: reduce)'
		).matches;
		const chart = new Chart(
			canvas.current,
			chartConfig( props, reduced )
		);
		return () => chart.destroy();
	}, [ props ] );

	return (
		<div
			className="inkblocks-chart__canvas"
			style={ { height: `${ props.height }px` } }
		>
			<canvas
				ref={ canvas }
				role="img"
				aria-label={
					props.title
						? sprintf(
								/* translators: %s: chart title. */
								__( 'Chart: %s', 'inkblocks' ),
								props.title
							)
						: __( 'Chart', 'inkblocks' )
				}
				aria-describedby={ props.tableId }
			/>
		</div>
	);
}

/**
 * WordPress dependencies
 */
import { useEffect, useRef } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useEditing } from '../../common/editor/editing';
import { prefersReducedMotion } from '../../common/reduced-motion';
import { useNearViewport } from '../../common/near-viewport';
import { chartConfig } from './config';
import type { ChartProps } from './types';

/**
 * The chart island: draws the chart of the server's data table. The picture is an image named after the chart
 * and described by the table, which screen readers read. In the editor it draws at once, without animation,
 * each time the data changes.
 *
 * @param props The island's props.
 */
export function ChartView( props: ChartProps ) {
	const canvas = useRef< HTMLCanvasElement >( null );
	const near = useNearViewport( canvas );
	const editing = useEditing();

	useEffect( () => {
		if ( ! near ) {
			return undefined;
		}
		let chart: { destroy: () => void } | undefined;
		let cancelled = false;
		import( /* webpackChunkName: "chart/chart-lib" */ './chart-lib' )
			.then( ( { Chart } ) => {
				if ( ! cancelled && canvas.current ) {
					chart = new Chart(
						canvas.current,
						chartConfig( props, editing || prefersReducedMotion() )
					);
				}
			} )
			// Without the library the data table still says everything the chart would.
			.catch( () => undefined );
		return () => {
			cancelled = true;
			chart?.destroy();
		};
	}, [ near, props, editing ] );

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
				aria-describedby={ props.tableId || undefined }
			/>
		</div>
	);
}

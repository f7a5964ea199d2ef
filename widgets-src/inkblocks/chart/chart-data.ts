/**
 * The chart's data as the editor edits it in the canvas table (rows are labels, columns are series), and the
 * island's props the canvas draws from it, validated as the server's Chart::chart() validates them.
 */

/**
 * Internal dependencies
 */
import { insertAt, moveAt, removeAt } from '../../common/editor/list';
import { CHART_TYPES, MAX_DATASETS, MAX_LABELS, PALETTE } from './constants';
import type {
	ChartAttributes,
	ChartProps,
	ChartType,
	DatasetAttribute,
} from './types';

/** The table's data: the two attributes a table edit changes. */
export type ChartData = Pick< ChartAttributes, 'labels' | 'datasets' >;

/**
 * A typed value as stored: a number when it reads as one, null when empty, else the text as typed (a gap
 * in the chart, kept so that "7." can become "7.5" while typing).
 *
 * @param text The cell's text.
 */
export function storedValue( text: string ): number | string | null {
	const trimmed = text.trim();
	if ( trimmed === '' ) {
		return null;
	}
	const number = Number( trimmed );
	return Number.isFinite( number ) && String( number ) === trimmed
		? number
		: text;
}

/**
 * A stored value as its cell shows it.
 *
 * @param value The stored value.
 */
export function cellText( value: number | string | null | undefined ): string {
	return value === null || value === undefined ? '' : String( value );
}

/**
 * A stored value as the chart draws it: a finite number or a gap.
 *
 * @param value The stored value.
 */
export function chartValue( value: unknown ): number | null {
	if ( typeof value === 'number' ) {
		return Number.isFinite( value ) ? value : null;
	}
	if ( typeof value !== 'string' || value.trim() === '' ) {
		return null;
	}
	const number = Number( value.trim() );
	return Number.isFinite( number ) ? number : null;
}

/**
 * The data with one value changed.
 *
 * @param data   The data.
 * @param row    The label's position.
 * @param series The series' position.
 * @param text   The typed value.
 */
export function setValue(
	data: ChartData,
	row: number,
	series: number,
	text: string
): ChartData {
	return {
		labels: data.labels,
		datasets: data.datasets.map( ( set, index ) => {
			if ( index !== series ) {
				return set;
			}
			const values = data.labels.map(
				( _, i ) => set.values[ i ] ?? null
			);
			values[ row ] = storedValue( text );
			return { ...set, values };
		} ),
	};
}

/**
 * The data with an empty row (a new label) at a position.
 *
 * @param data The data.
 * @param at   Where it goes.
 */
export function addRow( data: ChartData, at: number ): ChartData {
	return {
		labels: insertAt( data.labels, at, '' ),
		datasets: data.datasets.map( ( set ) => ( {
			...set,
			values: insertAt( padded( set, data.labels.length ), at, null ),
		} ) ),
	};
}

/**
 * The data without one row.
 *
 * @param data The data.
 * @param row  The row.
 */
export function removeRow( data: ChartData, row: number ): ChartData {
	return {
		labels: removeAt( data.labels, row ),
		datasets: data.datasets.map( ( set ) => ( {
			...set,
			values: removeAt( padded( set, data.labels.length ), row ),
		} ) ),
	};
}

/**
 * The data with one row moved up (-1) or down (1), its values with it.
 *
 * @param data The data.
 * @param row  The row.
 * @param step -1 or 1.
 */
export function moveRow(
	data: ChartData,
	row: number,
	step: number
): ChartData {
	return {
		labels: moveAt( data.labels, row, step ),
		datasets: data.datasets.map( ( set ) => ( {
			...set,
			values: moveAt( padded( set, data.labels.length ), row, step ),
		} ) ),
	};
}

/**
 * The data with an empty series (a new column) at a position, in the next palette colour.
 *
 * @param data The data.
 * @param at   Where it goes.
 */
export function addSeries( data: ChartData, at: number ): ChartData {
	const used = new Set( data.datasets.map( ( set ) => set.color ) );
	const color =
		PALETTE.find( ( candidate ) => ! used.has( candidate ) ) ??
		PALETTE[ data.datasets.length % PALETTE.length ]!;
	return {
		labels: data.labels,
		datasets: insertAt( data.datasets, at, {
			label: '',
			values: data.labels.map( () => null ),
			color,
		} ),
	};
}

/**
 * The data without one series.
 *
 * @param data   The data.
 * @param series The series.
 */
export function removeSeries( data: ChartData, series: number ): ChartData {
	return { labels: data.labels, datasets: removeAt( data.datasets, series ) };
}

/**
 * The data with one series moved left (-1) or right (1).
 *
 * @param data   The data.
 * @param series The series.
 * @param step   -1 or 1.
 */
export function moveSeries(
	data: ChartData,
	series: number,
	step: number
): ChartData {
	return {
		labels: data.labels,
		datasets: moveAt( data.datasets, series, step ),
	};
}

/**
 * A series' values, one per label.
 *
 * @param set    The series.
 * @param length The number of labels.
 */
function padded(
	set: DatasetAttribute,
	length: number
): DatasetAttribute[ 'values' ] {
	return Array.from( { length }, ( _, i ) => set.values[ i ] ?? null );
}

/**
 * The text of a RichText value, without its tags (the chart names itself in plain text).
 *
 * @param html The value.
 */
export function plainText( html: string ): string {
	const element = document.createElement( 'div' );
	element.innerHTML = html;
	return ( element.textContent ?? '' ).trim();
}

/**
 * The island's props of the attributes, as the server gives them (Chart::chart()).
 *
 * @param attributes The block's attributes.
 * @param tableId    The id of the table the chart describes.
 */
export function chartProps(
	attributes: ChartAttributes,
	tableId: string
): ChartProps {
	const labels = attributes.labels
		.slice( 0, MAX_LABELS )
		.map( ( label ) => ( typeof label === 'string' ? label.trim() : '' ) );
	const hex = /^#([0-9a-f]{3}){1,2}$/i;
	return {
		chartType: CHART_TYPES.includes( attributes.chartType )
			? attributes.chartType
			: ( 'bar' as ChartType ),
		title: plainText( attributes.title ),
		labels,
		datasets: attributes.datasets
			.slice( 0, MAX_DATASETS )
			.map( ( set, index ) => ( {
				label: typeof set.label === 'string' ? set.label.trim() : '',
				values: labels.map( ( _, i ) =>
					chartValue( set.values?.[ i ] )
				),
				color: hex.test( set.color ?? '' )
					? set.color
					: PALETTE[ index % PALETTE.length ]!,
			} ) ),
		legend: attributes.legend,
		stacked: attributes.stacked,
		grid: attributes.grid,
		fill: attributes.fill,
		showTable: attributes.showTable,
		height: Math.max( 160, Math.min( 1200, attributes.height ) ),
		palette: [ ...PALETTE ],
		tableId,
	};
}

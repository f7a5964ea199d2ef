/**
 * Internal dependencies
 */
import {
	addRow,
	addSeries,
	chartProps,
	moveRow,
	moveSeries,
	removeRow,
	removeSeries,
	setValue,
	storedValue,
	type ChartData,
} from '../chart-data';
import { PALETTE } from '../constants';
import type { ChartAttributes } from '../types';

const data: ChartData = {
	labels: [ 'Mon', 'Tue' ],
	datasets: [
		{ label: 'Readers', values: [ 1, 2 ], color: '#112233' },
		{ label: 'Writers', values: [ 3 ], color: '#445566' },
	],
};

describe( 'the canvas data table', () => {
	it( 'keeps what is typed until it reads as a number, and an empty cell as a gap', () => {
		expect( storedValue( '7.5' ) ).toBe( 7.5 );
		expect( storedValue( '7.' ) ).toBe( '7.' );
		expect( storedValue( ' ' ) ).toBeNull();
		expect( setValue( data, 1, 1, '4' ).datasets[ 1 ]!.values ).toEqual( [
			3, 4,
		] );
	} );

	it( 'adds, moves and removes a row with its values', () => {
		const added = addRow( data, 1 );
		expect( added.labels ).toEqual( [ 'Mon', '', 'Tue' ] );
		expect( added.datasets[ 1 ]!.values ).toEqual( [ 3, null, null ] );
		const moved = moveRow( data, 0, 1 );
		expect( moved.labels ).toEqual( [ 'Tue', 'Mon' ] );
		expect( moved.datasets[ 0 ]!.values ).toEqual( [ 2, 1 ] );
		const removed = removeRow( data, 0 );
		expect( removed.labels ).toEqual( [ 'Tue' ] );
		expect( removed.datasets[ 1 ]!.values ).toEqual( [ null ] );
	} );

	it( 'adds a series in an unused palette colour, moves and removes series', () => {
		const added = addSeries( data, 2 );
		expect( added.datasets[ 2 ] ).toEqual( {
			label: '',
			values: [ null, null ],
			color: PALETTE[ 0 ],
		} );
		expect(
			moveSeries( data, 1, -1 ).datasets.map( ( set ) => set.label )
		).toEqual( [ 'Writers', 'Readers' ] );
		expect(
			removeSeries( data, 0 ).datasets.map( ( set ) => set.label )
		).toEqual( [ 'Writers' ] );
	} );
} );

describe( 'chartProps', () => {
	it( 'draws what the server would: plain title, numbers or gaps per label, palette colours', () => {
		const attributes: ChartAttributes = {
			chartType: 'line',
			title: '<strong>Visits</strong> by day',
			labels: [ 'Mon', 'Tue', 'Wed' ],
			datasets: [
				{ label: 'Readers', values: [ '4', 'x', 5, 6 ], color: 'red' },
			],
			legend: false,
			stacked: false,
			grid: true,
			fill: true,
			showTable: false,
			height: 5000,
		};
		const props = chartProps( attributes, 'table-1' );
		expect( props.title ).toBe( 'Visits by day' );
		expect( props.datasets[ 0 ] ).toEqual( {
			label: 'Readers',
			values: [ 4, null, 5 ],
			color: PALETTE[ 0 ],
		} );
		expect( props.height ).toBe( 1200 );
		expect( props.tableId ).toBe( 'table-1' );
	} );
} );

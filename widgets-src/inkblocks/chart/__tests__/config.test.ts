/**
 * Internal dependencies
 */
import { chartConfig } from '../config';
import type { ChartProps } from '../types';

const LONG = 'A topic label that is much longer than fifty characters in all';

const props: ChartProps = {
	chartType: 'bar',
	title: 'Visits',
	labels: [ LONG, 'Short' ],
	datasets: [ { label: 'Readers', values: [ 3, null ], color: '#112233' } ],
	legend: true,
	stacked: false,
	grid: true,
	fill: false,
	showTable: false,
	height: 300,
	palette: [ '#aaaaaa', '#bbbbbb' ],
	tableId: 'table-1',
};

/**
 * The options of a configuration, as plain data.
 *
 * @param config The configuration.
 */
function options( config: ReturnType< typeof chartConfig > ) {
	return config.options as Record< string, any >;
}

describe( 'chartConfig', () => {
	it( 'draws bars with the axis labels wrapped at 50 characters', () => {
		const config = chartConfig( props, false );
		expect( config.type ).toBe( 'bar' );
		expect( config.data.labels ).toEqual( [
			[
				'A topic label that is much longer than fifty',
				'characters in all',
			],
			[ 'Short' ],
		] );
		expect( config.data.datasets[ 0 ] ).toMatchObject( {
			label: 'Readers',
			data: [ 3, null ],
			backgroundColor: '#112233',
		} );
		expect( options( config ).indexAxis ).toBe( 'x' );
		expect( options( config ).animation ).toEqual( { duration: 600 } );
	} );

	it( 'turns horizontal bars onto the y axis and stacks when asked', () => {
		const config = chartConfig(
			{
				...props,
				chartType: 'horizontal-bar',
				stacked: true,
				grid: false,
			},
			false
		);
		expect( config.type ).toBe( 'bar' );
		expect( options( config ).indexAxis ).toBe( 'y' );
		expect( options( config ).scales.x ).toEqual( {
			stacked: true,
			grid: { display: false },
		} );
	} );

	it( 'gives pie slices the palette and keeps their labels whole for the legend', () => {
		const config = chartConfig(
			{ ...props, chartType: 'doughnut', legend: false },
			false
		);
		expect( config.type ).toBe( 'doughnut' );
		expect( config.data.labels ).toEqual( [ LONG, 'Short' ] );
		expect( config.data.datasets[ 0 ]?.backgroundColor ).toEqual( [
			'#aaaaaa',
			'#bbbbbb',
		] );
		expect( options( config ).scales ).toEqual( {} );
		expect( options( config ).plugins.legend.display ).toBe( false );
	} );

	it( 'fills the area of a line chart with a see-through colour', () => {
		const config = chartConfig(
			{ ...props, chartType: 'line', fill: true },
			false
		);
		expect( config.data.datasets[ 0 ] ).toMatchObject( {
			fill: true,
			backgroundColor: '#11223355',
			borderColor: '#112233',
		} );
	} );

	it( 'does not animate for readers who prefer reduced motion', () => {
		expect( options( chartConfig( props, true ) ).animation ).toBe( false );
	} );
} );

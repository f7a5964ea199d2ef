/**
 * The "Chart" block's attributes (block.json) and its island's props (printed by render.php from
 * Inkblocks\Blocks\Chart::chart()).
 */

/** The chart types the block offers. */
export type ChartType = 'bar' | 'horizontal-bar' | 'line' | 'pie' | 'doughnut';

/** One data series, as the server validated it. */
export interface ChartDataset {
	label: string;
	values: Array< number | null >;
	color: string;
}

/** Props of the chart island: the validated chart, its palette and the id of its data table. */
export interface ChartProps {
	chartType: ChartType;
	title: string;
	labels: string[];
	datasets: ChartDataset[];
	legend: boolean;
	stacked: boolean;
	grid: boolean;
	fill: boolean;
	showTable: boolean;
	height: number;
	/** Colours of pie and doughnut slices. */
	palette: string[];
	/** Id of the data table the picture describes ('' in the editor while the table is not shown). */
	tableId: string;
}

/** A series as the editor stores it (values may be anything typed). */
export interface DatasetAttribute {
	label: string;
	values: Array< number | string | null >;
	color: string;
}

/** The block's attributes, as saved. */
export type ChartAttributes = {
	chartType: ChartType;
	title: string;
	labels: string[];
	datasets: DatasetAttribute[];
	legend: boolean;
	stacked: boolean;
	grid: boolean;
	fill: boolean;
	showTable: boolean;
	height: number;
};

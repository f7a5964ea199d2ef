/**
 * Chart.js with the parts the chart block uses: loaded only when a chart comes near the screen.
 */

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

export { Chart };

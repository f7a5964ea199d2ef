/**
 * Chart constants: SPEC section 9's label wrap, and the limits and palette the server's Chart class
 * applies too (Chart_Test checks both sides agree).
 */

/**
 * Internal dependencies
 */
import type { ChartType } from './types';

/** Axis labels wrap onto a new line at this many characters. */
export const BAR_CHART_LABEL_WRAP = 50;

/** Chart types, as the editor offers them (Chart::TYPES). */
export const CHART_TYPES: readonly ChartType[] = [
	'bar',
	'horizontal-bar',
	'line',
	'pie',
	'doughnut',
];

/** Most labels (rows) and data series (columns) a chart takes (Chart::MAX_LABELS, MAX_DATASETS). */
export const MAX_LABELS = 100;
export const MAX_DATASETS = 12;

/** Colours given to series without a valid one, in order (Chart::PALETTE). */
export const PALETTE: readonly string[] = [
	'#2f5d8a',
	'#c8553d',
	'#3c8d5a',
	'#8a5a9e',
	'#c9a227',
	'#2a9d9f',
	'#7a7a7a',
	'#b04a7a',
];

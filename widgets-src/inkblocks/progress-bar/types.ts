/**
 * The Progress bar block's attributes (block.json) and its island's props (printed by render.php with
 * SPEC 3's field names).
 */

/** The block's attributes, as saved. */
export type ProgressBarAttributes = {
	title: string;
	/** 0 to 100; used unless both currentValue and maxValue are set. */
	percent: number;
	currentValue?: number;
	maxValue?: number;
	showValue: boolean;
	animate: boolean;
};

/** The island's props (SPEC 3, Progress bar). */
export interface ProgressBarProps {
	title: string;
	percent: number;
	'current-value': number | null;
	'max-value': number | null;
	label: string;
	animate: boolean;
	showValue: boolean;
}

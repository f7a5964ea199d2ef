/**
 * Props of the progress-bar island, as printed by Inkblocks\Blocks\Progress_Bar (SPEC 3, Progress bar).
 */
export interface ProgressBarProps {
	title: string;
	percent: number;
	'current-value': number | null;
	'max-value': number | null;
	label: string;
	animate: boolean;
	showValue: boolean;
}

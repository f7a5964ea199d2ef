/**
 * Internal dependencies
 */
import type { ProgressBarAttributes, ProgressBarProps } from './types';

/**
 * Whether the bar animates (SPEC 3): not when current exceeds max, not when the reader asked for less
 * motion, not when the block turned it off.
 *
 * @param props         The bar: its animate setting, current-value and max-value (null when unset).
 * @param props.animate
 * @param reducedMotion Whether the reader prefers less motion.
 */
export function shouldAnimate(
	props: {
		animate: boolean;
		'current-value': number | null;
		'max-value': number | null;
	},
	reducedMotion: boolean
): boolean {
	const current = props[ 'current-value' ];
	const max = props[ 'max-value' ];
	const exceeds = current !== null && max !== null && current > max;
	return props.animate && ! exceeds && ! reducedMotion;
}

/**
 * A number without a needless decimal part (at most two decimals).
 *
 * @param value The number.
 */
function formatNumber( value: number ): string {
	return Number.isInteger( value )
		? String( value )
		: value.toFixed( 2 ).replace( /0$/, '' );
}

/**
 * The island's props built from the block's attributes, for the editor's preview, as the server builds
 * them (Progress_Bar::props()): 'current/max' filled to their ratio when both are set, else the percent.
 *
 * @param attributes The block's attributes.
 */
export function editorProps(
	attributes: ProgressBarAttributes
): ProgressBarProps {
	const current = attributes.currentValue ?? null;
	const max = attributes.maxValue ?? null;
	const ratio = current !== null && max !== null && max > 0;
	const percent = Math.min( Math.max( attributes.percent, 0 ), 100 );
	return {
		title: attributes.title,
		percent: ratio
			? Math.round( Math.min( 100, ( current / max ) * 100 ) * 100 ) / 100
			: percent,
		'current-value': ratio ? current : null,
		'max-value': ratio ? max : null,
		label: ratio
			? `${ formatNumber( current ) }/${ formatNumber( max ) }`
			: `${ formatNumber( percent ) }%`,
		animate: attributes.animate && ! ( ratio && current > max ),
		showValue: attributes.showValue,
	};
}

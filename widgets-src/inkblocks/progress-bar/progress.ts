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

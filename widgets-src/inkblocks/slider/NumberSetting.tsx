/**
 * WordPress dependencies
 */
import { RangeControl } from '@wordpress/components';

/**
 * A number setting of the Slider and Carousel editors, with a reset to its SPEC default.
 *
 * @param props          Control props.
 * @param props.label    Label.
 * @param props.value    Current value.
 * @param props.fallback Default value.
 * @param props.min      Smallest value.
 * @param props.max      Largest value.
 * @param props.step     Step.
 * @param props.onChange Called with the new value.
 */
export function NumberSetting( props: {
	label: string;
	value: number;
	fallback: number;
	min: number;
	max: number;
	step?: number;
	onChange: ( value: number ) => void;
} ) {
	return (
		<RangeControl
			label={ props.label }
			value={ props.value }
			min={ props.min }
			max={ props.max }
			step={ props.step ?? 1 }
			allowReset
			resetFallbackValue={ props.fallback }
			onChange={ ( value?: number ) =>
				props.onChange( value ?? props.fallback )
			}
			__nextHasNoMarginBottom
		/>
	);
}

/**
 * WordPress dependencies
 */
import { BaseControl, ColorPicker } from '@wordpress/components';
import { useId } from '@wordpress/element';

/**
 * A colour setting of the Flip box and Scratch card editors.
 *
 * @param props          Control props.
 * @param props.label    Label.
 * @param props.value    Hex colour.
 * @param props.onChange Called with the new colour.
 */
export function ColorSetting( props: {
	label: string;
	value: string;
	onChange: ( color: string ) => void;
} ) {
	const id = useId();
	return (
		<BaseControl id={ id } label={ props.label } __nextHasNoMarginBottom>
			<ColorPicker
				color={ props.value }
				onChange={ props.onChange }
				enableAlpha={ false }
			/>
		</BaseControl>
	);
}

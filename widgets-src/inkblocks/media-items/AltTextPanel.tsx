/**
 * The sidebar panel of the image of the item being edited: its alternative text, which has no place on
 * the canvas.
 */

/**
 * WordPress dependencies
 */
import { PanelBody, TextareaControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * The panel (put it inside InspectorControls).
 *
 * @param props          The item's image.
 * @param props.title    The panel's title, naming the item ("Image 2").
 * @param props.value    The alternative text.
 * @param props.onChange Receives the new text.
 */
export function AltTextPanel( {
	title,
	value,
	onChange,
}: {
	title: string;
	value: string;
	onChange: ( alt: string ) => void;
} ) {
	return (
		<PanelBody title={ title }>
			<TextareaControl
				label={ __( 'Alternative text', 'inkblocks' ) }
				help={ __(
					'Describes the image for readers who cannot see it; empty: the media library’s.',
					'inkblocks'
				) }
				value={ value }
				onChange={ onChange }
				__nextHasNoMarginBottom
			/>
		</PanelBody>
	);
}

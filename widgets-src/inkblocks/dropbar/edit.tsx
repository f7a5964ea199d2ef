/**
 * The Dropbar block in the editor: the button label and the drop's blocks, with its settings.
 */

/**
 * WordPress dependencies
 */
import {
	InspectorControls,
	PlainText,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import { PanelBody, RangeControl, SelectControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	attributeProps,
	type EditProps,
} from '../../common/editor/attribute-props';
import type { DropbarAttributes, DropbarPosition } from './types';

/**
 * The positions of the drop, labelled.
 */
const positions = (): Array< { value: DropbarPosition; label: string } > => [
	{ value: 'bottom-start', label: __( 'Below, from the left', 'inkblocks' ) },
	{ value: 'bottom-center', label: __( 'Below, centred', 'inkblocks' ) },
	{ value: 'bottom-end', label: __( 'Below, from the right', 'inkblocks' ) },
	{ value: 'top-start', label: __( 'Above, from the left', 'inkblocks' ) },
	{ value: 'top-center', label: __( 'Above, centred', 'inkblocks' ) },
	{ value: 'top-end', label: __( 'Above, from the right', 'inkblocks' ) },
];

/**
 * The Dropbar block in the editor.
 *
 * @param props               Edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates them.
 */
export function Edit( {
	attributes,
	setAttributes,
}: EditProps< DropbarAttributes > ) {
	const bind = attributeProps( attributes, setAttributes );
	const innerProps = useInnerBlocksProps(
		{ className: 'inkblocks-dropbar-editor__drop' },
		{ template: [ [ 'core/paragraph' ] ] }
	);
	return (
		<div { ...useBlockProps( { className: 'inkblocks-dropbar-editor' } ) }>
			<InspectorControls>
				<PanelBody title={ __( 'Dropbar', 'inkblocks' ) }>
					<SelectControl
						label={ __( 'Open on', 'inkblocks' ) }
						options={ [
							{
								label: __( 'Hover', 'inkblocks' ),
								value: 'hover',
							},
							{
								label: __( 'Click', 'inkblocks' ),
								value: 'click',
							},
						] }
						{ ...bind.select( 'mode' ) }
					/>
					{ attributes.mode === 'hover' && (
						<RangeControl
							label={ __( 'Hide delay (ms)', 'inkblocks' ) }
							help={ __(
								'How long the drop stays after the pointer leaves.',
								'inkblocks'
							) }
							min={ 0 }
							max={ 10000 }
							step={ 100 }
							{ ...bind.number( 'hide_delay', 500 ) }
						/>
					) }
					<SelectControl
						label={ __( 'Position', 'inkblocks' ) }
						options={ positions() }
						{ ...bind.select( 'position' ) }
					/>
				</PanelBody>
			</InspectorControls>
			<PlainText
				className="inkblocks-dropbar-editor__label"
				aria-label={ __( 'Button label', 'inkblocks' ) }
				placeholder={ __( 'More', 'inkblocks' ) }
				value={ attributes.label }
				onChange={ ( label: string ) => setAttributes( { label } ) }
			/>
			<div { ...innerProps } />
		</div>
	);
}

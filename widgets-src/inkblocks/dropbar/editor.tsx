/**
 * The editor side of inkblocks/dropbar: the button label and the drop's blocks, with its settings.
 */

/**
 * WordPress dependencies
 */
import {
	InnerBlocks,
	InspectorControls,
	PlainText,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { PanelBody, RangeControl, SelectControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import metadata from './block.json';

type DropbarAttributes = {
	label: string;
	mode: 'hover' | 'click';
	hide_delay: number;
	position: string;
};

const POSITIONS = [
	[ 'bottom-start', __( 'Below, from the left', 'inkblocks' ) ],
	[ 'bottom-center', __( 'Below, centred', 'inkblocks' ) ],
	[ 'bottom-end', __( 'Below, from the right', 'inkblocks' ) ],
	[ 'top-start', __( 'Above, from the left', 'inkblocks' ) ],
	[ 'top-center', __( 'Above, centred', 'inkblocks' ) ],
	[ 'top-end', __( 'Above, from the right', 'inkblocks' ) ],
];

function Edit( {
	attributes,
	setAttributes,
}: {
	attributes: DropbarAttributes;
	setAttributes: ( next: Partial< DropbarAttributes > ) => void;
} ) {
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
						value={ attributes.mode }
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
						onChange={ ( mode: string ) =>
							setAttributes( {
								mode: mode === 'click' ? 'click' : 'hover',
							} )
						}
						__nextHasNoMarginBottom
					/>
					{ attributes.mode === 'hover' && (
						<RangeControl
							label={ __( 'Hide delay (ms)', 'inkblocks' ) }
							help={ __(
								'How long the drop stays after the pointer leaves.',
								'inkblocks'
							) }
							value={ attributes.hide_delay }
							min={ 0 }
							max={ 10000 }
							step={ 100 }
							onChange={ ( value?: number ) =>
								setAttributes( { hide_delay: value ?? 500 } )
							}
							__nextHasNoMarginBottom
						/>
					) }
					<SelectControl
						label={ __( 'Position', 'inkblocks' ) }
						value={ attributes.position }
						options={ POSITIONS.map( ( [ value, label ] ) => ( {
							value: value!,
							label: label!,
						} ) ) }
						onChange={ ( position: string ) =>
							setAttributes( { position } )
						}
						__nextHasNoMarginBottom
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

// block.json is the one description of the block; its JSON types are wider than the library's.
registerBlockType(
	metadata as unknown as BlockConfiguration< DropbarAttributes >,
	{
		edit: Edit,
		save: () => <InnerBlocks.Content />,
	}
);

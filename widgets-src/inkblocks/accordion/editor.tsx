/**
 * The editor side of inkblocks/accordion (its items are inkblocks/panel blocks, registered by the tabs
 * editor script).
 */

/**
 * WordPress dependencies
 */
import { InnerBlocks, InspectorControls } from '@wordpress/block-editor';
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { PanelBody, SelectControl, ToggleControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import metadata from './block.json';
import { PanelsArea } from '../../common/panels-editor';

type AccordionAttributes = {
	collapsible: boolean;
	headingLevel: number;
};

function Edit( {
	attributes,
	setAttributes,
}: {
	attributes: AccordionAttributes;
	setAttributes: ( next: Partial< AccordionAttributes > ) => void;
} ) {
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Accordion', 'inkblocks' ) }>
					<ToggleControl
						label={ __( 'Collapsible', 'inkblocks' ) }
						help={
							attributes.collapsible
								? __(
										'Opening a toggle closes the others.',
										'inkblocks'
									)
								: __(
										'Each toggle opens and closes on its own.',
										'inkblocks'
									)
						}
						checked={ attributes.collapsible }
						onChange={ ( collapsible: boolean ) =>
							setAttributes( { collapsible } )
						}
						__nextHasNoMarginBottom
					/>
					<SelectControl
						label={ __(
							'Heading level of the toggles',
							'inkblocks'
						) }
						value={ String( attributes.headingLevel ) }
						options={ [ 2, 3, 4, 5, 6 ].map( ( level ) => ( {
							label: `H${ level }`,
							value: String( level ),
						} ) ) }
						onChange={ ( value: string ) =>
							setAttributes( { headingLevel: Number( value ) } )
						}
						__nextHasNoMarginBottom
					/>
				</PanelBody>
			</InspectorControls>
			<PanelsArea
				className="inkblocks-accordion"
				count={ 3 }
				label={ ( n ) =>
					// translators: %d: number of the item.
					sprintf( __( 'Toggle %d', 'inkblocks' ), n )
				}
			/>
		</>
	);
}

// block.json is the one description of the block; its JSON types are wider than the library's.
registerBlockType(
	metadata as unknown as BlockConfiguration< AccordionAttributes >,
	{
		edit: Edit,
		save: () => <InnerBlocks.Content />,
	}
);

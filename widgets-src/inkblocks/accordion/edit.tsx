/**
 * The Accordion block in the editor: its settings, and its toggles (inkblocks/panel) one under the other.
 */

/**
 * WordPress dependencies
 */
import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody, SelectControl, ToggleControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { EditProps } from '../../common/editor/attribute-props';
import { PanelsArea } from '../../common/panels-editor';
import type { AccordionAttributes } from './types';

/**
 * The Accordion block in the editor.
 *
 * @param props               Edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates them.
 */
export function Edit( {
	attributes,
	setAttributes,
}: EditProps< AccordionAttributes > ) {
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

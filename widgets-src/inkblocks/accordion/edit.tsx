/**
 * The Accordion block in the editor: its toggles (inkblocks/panel children) as the page shows them, each
 * title typed in place and its content open while it is selected or opens on load; its starting points
 * while empty, and how the toggles open in the sidebar.
 */

/**
 * WordPress dependencies
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody, SelectControl, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { EditProps } from '../../common/editor/attribute-props';
import { PanelsEditor } from '../panel/PanelsEditor';
import type { AccordionAttributes } from './types';

/**
 * The Accordion block in the editor.
 *
 * @param props               Edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates them.
 * @param props.clientId      The block's editor id.
 */
export function Edit( {
	attributes,
	setAttributes,
	clientId,
}: EditProps< AccordionAttributes > & { clientId: string } ) {
	return (
		<div { ...useBlockProps( { className: 'inkblocks-accordion' } ) }>
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
			<PanelsEditor
				clientId={ clientId }
				name="inkblocks/accordion"
				kind="accordion"
				className="inkblocks-accordion-editor"
				headingLevel={ attributes.headingLevel }
			/>
		</div>
	);
}

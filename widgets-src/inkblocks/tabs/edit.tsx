/**
 * The Tabs block in the editor: its settings, and its panels (inkblocks/panel) one under the other.
 */

/**
 * WordPress dependencies
 */
import { InspectorControls } from '@wordpress/block-editor';
import {
	PanelBody,
	RangeControl,
	SelectControl,
	ToggleControl,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	attributeProps,
	type EditProps,
} from '../../common/editor/attribute-props';
import { PanelsArea } from '../../common/panels-editor';
import type { TabsAttributes } from './types';

/**
 * The Tabs block in the editor.
 *
 * @param props               Edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates them.
 */
export function Edit( {
	attributes,
	setAttributes,
}: EditProps< TabsAttributes > ) {
	const bind = attributeProps( attributes, setAttributes );
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Tabs', 'inkblocks' ) }>
					<SelectControl
						label={ __( 'Switch tabs on', 'inkblocks' ) }
						value={ attributes.event }
						options={ [
							{
								label: __( 'Click or touch', 'inkblocks' ),
								value: 'click',
							},
							{
								label: __( 'Hover', 'inkblocks' ),
								value: 'hover',
							},
						] }
						onChange={ ( event: string ) =>
							setAttributes( {
								event: event === 'hover' ? 'hover' : 'click',
							} )
						}
						__nextHasNoMarginBottom
					/>
					<SelectControl
						label={ __( 'Layout', 'inkblocks' ) }
						value={ attributes.orientation }
						options={ [
							{
								label: __( 'Tabs above', 'inkblocks' ),
								value: 'horizontal',
							},
							{
								label: __( 'Tabs at the side', 'inkblocks' ),
								value: 'vertical',
							},
						] }
						onChange={ ( orientation: string ) =>
							setAttributes( {
								orientation:
									orientation === 'vertical'
										? 'vertical'
										: 'horizontal',
							} )
						}
						__nextHasNoMarginBottom
					/>
					<ToggleControl
						label={ __( 'Switch tabs automatically', 'inkblocks' ) }
						help={ __(
							'Stops as soon as the reader picks a tab.',
							'inkblocks'
						) }
						{ ...bind.toggle( 'autoSwitch' ) }
					/>
					{ attributes.autoSwitch && (
						<RangeControl
							label={ __(
								'Auto switch delay (ms)',
								'inkblocks'
							) }
							min={ 1000 }
							max={ 60000 }
							step={ 500 }
							{ ...bind.number( 'autoSwitchDelay', 3000 ) }
						/>
					) }
				</PanelBody>
			</InspectorControls>
			<PanelsArea
				className="inkblocks-tabs"
				count={ 3 }
				label={ ( n ) =>
					// translators: %d: number of the item.
					sprintf( __( 'Tab %d', 'inkblocks' ), n )
				}
			/>
		</>
	);
}

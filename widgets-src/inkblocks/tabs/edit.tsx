/**
 * The Tabs block in the editor: the tab row and the shown panel as the page shows them, each tab's label
 * typed in place (its inkblocks/panel child), its starting points while empty, and how the tabs switch in
 * the sidebar. Calm: it never switches on its own in the canvas.
 */

/**
 * WordPress dependencies
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import {
	PanelBody,
	RangeControl,
	SelectControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	attributeProps,
	type EditProps,
} from '../../common/editor/attribute-props';
import { PanelsEditor } from '../panel/PanelsEditor';
import type { TabsAttributes } from './types';

/**
 * The Tabs block in the editor.
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
}: EditProps< TabsAttributes > & { clientId: string } ) {
	const bind = attributeProps( attributes, setAttributes );
	const blockProps = useBlockProps( {
		className: `inkblocks-tabs is-${ attributes.orientation }`,
	} );
	return (
		<div { ...blockProps }>
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
			<PanelsEditor
				clientId={ clientId }
				name="inkblocks/tabs"
				kind="tabs"
				className="inkblocks-tabs-editor"
				orientation={ attributes.orientation }
			/>
		</div>
	);
}

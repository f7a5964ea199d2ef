/**
 * The editor side of inkblocks/tabs and of its items, inkblocks/panel.
 */

/**
 * WordPress dependencies
 */
import { InnerBlocks, InspectorControls } from '@wordpress/block-editor';
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
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
import metadata from './block.json';
import { PanelsArea } from '../../common/panels-editor';
import './editor-panel';
import './editor.scss';

type TabsAttributes = {
	event: 'click' | 'hover';
	autoSwitch: boolean;
	autoSwitchDelay: number;
	orientation: 'horizontal' | 'vertical';
};

function Edit( { attributes, setAttributes }: EditProps< TabsAttributes > ) {
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

// block.json is the one description of the block; its JSON types are wider than the library's.
registerBlockType(
	metadata as unknown as BlockConfiguration< TabsAttributes >,
	{
		edit: Edit,
		save: () => <InnerBlocks.Content />,
	}
);

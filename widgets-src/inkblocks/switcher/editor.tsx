/**
 * The editor side of inkblocks/switcher: its two sides are inkblocks/panel blocks (registered by the
 * tabs editor script).
 */

/**
 * WordPress dependencies
 */
import { InnerBlocks, InspectorControls } from '@wordpress/block-editor';
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { PanelBody, ToggleControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import metadata from './block.json';
import { PanelsArea } from '../../common/panels-editor';

type SwitcherAttributes = { enabled: boolean };

function Edit( {
	attributes,
	setAttributes,
}: {
	attributes: SwitcherAttributes;
	setAttributes: ( next: Partial< SwitcherAttributes > ) => void;
} ) {
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Switcher', 'inkblocks' ) }>
					<ToggleControl
						label={ __( 'Enabled on load', 'inkblocks' ) }
						help={ __(
							'Disabled shows the first panel, enabled the second.',
							'inkblocks'
						) }
						checked={ attributes.enabled }
						onChange={ ( enabled: boolean ) =>
							setAttributes( { enabled } )
						}
						__nextHasNoMarginBottom
					/>
				</PanelBody>
			</InspectorControls>
			<PanelsArea
				className="inkblocks-switcher"
				count={ 2 }
				label={ ( n ) =>
					// translators: %d: number of the item.
					sprintf( __( 'Side %d', 'inkblocks' ), n )
				}
				fixed
			/>
		</>
	);
}

// block.json is the one description of the block; its JSON types are wider than the library's.
registerBlockType(
	metadata as unknown as BlockConfiguration< SwitcherAttributes >,
	{
		edit: Edit,
		save: () => <InnerBlocks.Content />,
	}
);

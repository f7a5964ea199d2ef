/**
 * The Switcher block in the editor: its setting, and its two sides (inkblocks/panel) one under the other.
 */

/**
 * WordPress dependencies
 */
import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody, ToggleControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { EditProps } from '../../common/editor/attribute-props';
import { PanelsArea } from '../../common/panels-editor';
import type { SwitcherAttributes } from './types';

/**
 * The Switcher block in the editor.
 *
 * @param props               Edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates them.
 */
export function Edit( {
	attributes,
	setAttributes,
}: EditProps< SwitcherAttributes > ) {
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

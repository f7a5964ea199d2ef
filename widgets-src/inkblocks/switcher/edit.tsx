/**
 * The Switcher block in the editor: its two sides' labels around the switch and the shown side's content,
 * as the page shows them, each label typed in place (its inkblocks/panel child); its starting points
 * while empty, and which side shows on load in the sidebar.
 */

/**
 * WordPress dependencies
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { EditProps } from '../../common/editor/attribute-props';
import { usePanelActions, usePanelSelect } from '../panel/editor-store';
import { PanelsEditor } from '../panel/PanelsEditor';
import type { SwitcherAttributes } from './types';

/**
 * The switch between the sides' labels: it shows the other side in the canvas (the sidebar sets the side
 * shown on load).
 *
 * @param props          The switcher.
 * @param props.clientId The switcher block.
 * @param props.shownId  The side shown now.
 */
function SwitchPreview( {
	clientId,
	shownId,
}: {
	clientId: string;
	shownId: string | null;
} ) {
	const order = usePanelSelect(
		( select ) => select.getBlockOrder( clientId ),
		[ clientId ]
	);
	const { selectBlock } = usePanelActions();
	const second = order.length > 1 && shownId === order[ 1 ];
	const other = order[ second ? 0 : 1 ];
	return (
		<button
			type="button"
			role="switch"
			className="inkblocks-switcher__switch"
			aria-checked={ second }
			aria-label={ __( 'Show the second side', 'inkblocks' ) }
			onClick={ () => other && selectBlock( other, null ) }
		>
			<span className="inkblocks-switcher__knob" />
		</button>
	);
}

/**
 * The Switcher block in the editor.
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
}: EditProps< SwitcherAttributes > & { clientId: string } ) {
	return (
		<div { ...useBlockProps( { className: 'inkblocks-switcher' } ) }>
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
			<PanelsEditor
				clientId={ clientId }
				name="inkblocks/switcher"
				kind="switcher"
				className="inkblocks-switcher-editor"
				orientation="horizontal"
				initial={ attributes.enabled ? 1 : 0 }
				extra={ ( shownId ) => (
					<SwitchPreview clientId={ clientId } shownId={ shownId } />
				) }
			/>
		</div>
	);
}

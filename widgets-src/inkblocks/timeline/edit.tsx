/**
 * The Timeline block in the editor: its events are Timeline event child blocks shown as the page shows
 * them (the horizontal row wrapped, still; no reveal), added from the canvas or the keyboard and moved,
 * duplicated and removed with the block toolbar; its starting points while it has none; the layout in
 * the sidebar.
 */

/**
 * External dependencies
 */
import type { CSSProperties } from 'react';

/**
 * WordPress dependencies
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody, RangeControl, SelectControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	attributeProps,
	type EditProps,
} from '../../common/editor/attribute-props';
import { ChildBlocks } from '../../common/editor/ChildBlocks';
import { StartingPoints } from '../../common/editor/StartingPoints';
import { useChildCount } from '../../common/editor/useChildCount';
import type { TimelineAttributes } from './types';

/**
 * The Timeline block in the editor.
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
}: EditProps< TimelineAttributes > & { clientId: string } ) {
	const bind = attributeProps( attributes, setAttributes );
	const count = useChildCount( clientId );
	const blockProps = useBlockProps( {
		className: `inkblocks-timeline is-layout-${ attributes.layout } is-editing`,
		style: {
			'--inkblocks-timeline-per-view': attributes.perView,
		} as CSSProperties,
	} );
	return (
		<div { ...blockProps }>
			<InspectorControls>
				<PanelBody title={ __( 'Layout', 'inkblocks' ) }>
					<SelectControl
						label={ __( 'Layout', 'inkblocks' ) }
						options={ [
							{
								label: __( 'Vertical', 'inkblocks' ),
								value: 'vertical',
							},
							{
								label: __( 'Horizontal', 'inkblocks' ),
								value: 'horizontal',
							},
						] }
						{ ...bind.select( 'layout' ) }
					/>
					{ attributes.layout === 'horizontal' && (
						<RangeControl
							label={ __( 'Events shown at once', 'inkblocks' ) }
							min={ 1 }
							max={ 6 }
							{ ...bind.number( 'perView', 3 ) }
						/>
					) }
				</PanelBody>
			</InspectorControls>
			{ count ? (
				<ChildBlocks
					clientId={ clientId }
					name="inkblocks/timeline-event"
					className="inkblocks-timeline__track"
					// The layout orients the block movers.
					orientation={ attributes.layout }
					addLabel={ __( 'Add an event', 'inkblocks' ) }
				/>
			) : (
				<StartingPoints
					name="inkblocks/timeline"
					clientId={ clientId }
				/>
			) }
		</div>
	);
}

/**
 * The Testimonials block in the editor: its quotes are Testimonial child blocks shown as the page shows
 * them (the carousel laid out as a grid, still), added from the canvas or the keyboard and moved,
 * duplicated and removed with the block toolbar; its starting points while it has none; the layout in the
 * sidebar.
 */

/**
 * External dependencies
 */
import type { CSSProperties } from 'react';

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
import { ChildBlocks } from '../../common/editor/ChildBlocks';
import { StartingPoints } from '../../common/editor/StartingPoints';
import { useChildCount } from '../../common/editor/useChildCount';
import { CAROUSEL_SLIDES } from './constants';
import type { TestimonialsAttributes } from './types';

/**
 * The Testimonials block in the editor.
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
}: EditProps< TestimonialsAttributes > & { clientId: string } ) {
	const bind = attributeProps( attributes, setAttributes );
	const count = useChildCount( clientId );
	const blockProps = useBlockProps( {
		className: `inkblocks-testimonials is-layout-${ attributes.layout } is-editing`,
		style: {
			'--inkblocks-testimonials-columns': attributes.columns,
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
								label: __( 'Carousel', 'inkblocks' ),
								value: 'carousel',
							},
							{ label: __( 'Grid', 'inkblocks' ), value: 'grid' },
						] }
						{ ...bind.select( 'layout' ) }
					/>
					<RangeControl
						label={ __(
							'Testimonials shown at once',
							'inkblocks'
						) }
						min={ 1 }
						max={ 4 }
						{ ...bind.number( 'columns', CAROUSEL_SLIDES ) }
					/>
					<ToggleControl
						label={ __( 'Show the rating stars', 'inkblocks' ) }
						{ ...bind.toggle( 'showRating' ) }
					/>
				</PanelBody>
			</InspectorControls>
			{ count ? (
				<ChildBlocks
					clientId={ clientId }
					name="inkblocks/testimonial"
					className="inkblocks-testimonials__track"
					orientation="horizontal"
					addLabel={ __( 'Add a testimonial', 'inkblocks' ) }
				/>
			) : (
				<StartingPoints
					name="inkblocks/testimonials"
					clientId={ clientId }
				/>
			) }
		</div>
	);
}

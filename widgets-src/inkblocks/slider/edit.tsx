/**
 * The Slider block in the editor: its slides on the canvas as the page shows them, one at a time and
 * never moving by themselves (SlidesEdit), their starting points while it has none, and the size, motion,
 * thumbnails and fullscreen in the sidebar.
 */

/**
 * External dependencies
 */
import type { CSSProperties } from 'react';

/**
 * WordPress dependencies
 */
import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	attributeProps,
	type EditProps,
} from '../../common/editor/attribute-props';
import {
	SLIDER_HEIGHT,
	SLIDER_THUMB_HEIGHT,
	SLIDER_THUMB_WIDTH,
	SLIDER_WIDTH,
} from './constants';
import { MotionPanel } from './MotionPanel';
import { NumberSetting } from './NumberSetting';
import { SlidesEdit } from './SlidesEdit';
import type { SliderAttributes } from './types';

/**
 * The Slider block in the editor.
 *
 * @param props            The block's edit props.
 * @param props.clientId   The block's editor id.
 * @param props.isSelected Whether the block is selected (its slide buttons show then).
 */
export function Edit(
	props: EditProps< SliderAttributes > & {
		clientId: string;
		isSelected: boolean;
	}
) {
	const { attributes, setAttributes } = props;
	const bind = attributeProps( attributes, setAttributes );
	return (
		<SlidesEdit
			kind="slider"
			name="inkblocks/slider"
			clientId={ props.clientId }
			isSelected={ props.isSelected }
			slides={ attributes.slides }
			onChange={ ( slides ) => setAttributes( { slides } ) }
			style={
				{
					'--inkblocks-slider-height': `${ attributes.height }px`,
					width: `${ attributes.width }%`,
				} as CSSProperties
			}
			controls={ {
				navigation: attributes.navigation,
				pagination: attributes.pagination,
				thumbnails: attributes.thumbnails
					? {
							width: attributes.thumbWidth,
							height: attributes.thumbHeight,
						}
					: null,
			} }
		>
			<InspectorControls>
				<PanelBody title={ __( 'Size', 'inkblocks' ) }>
					<NumberSetting
						label={ __( 'Height (px)', 'inkblocks' ) }
						value={ attributes.height }
						fallback={ SLIDER_HEIGHT }
						min={ 100 }
						max={ 2000 }
						step={ 10 }
						onChange={ ( height ) => setAttributes( { height } ) }
					/>
					<NumberSetting
						label={ __( 'Width (%)', 'inkblocks' ) }
						value={ attributes.width }
						fallback={ SLIDER_WIDTH }
						min={ 10 }
						max={ 100 }
						onChange={ ( width ) => setAttributes( { width } ) }
					/>
				</PanelBody>
				<MotionPanel { ...props } />
				<PanelBody
					title={ __( 'Thumbnails and fullscreen', 'inkblocks' ) }
				>
					<ToggleControl
						label={ __( 'Thumbnails', 'inkblocks' ) }
						{ ...bind.toggle( 'thumbnails' ) }
					/>
					{ attributes.thumbnails && (
						<>
							<NumberSetting
								label={ __(
									'Thumbnail width (px)',
									'inkblocks'
								) }
								value={ attributes.thumbWidth }
								fallback={ SLIDER_THUMB_WIDTH }
								min={ 20 }
								max={ 400 }
								onChange={ ( thumbWidth ) =>
									setAttributes( { thumbWidth } )
								}
							/>
							<NumberSetting
								label={ __(
									'Thumbnail height (px)',
									'inkblocks'
								) }
								value={ attributes.thumbHeight }
								fallback={ SLIDER_THUMB_HEIGHT }
								min={ 20 }
								max={ 400 }
								onChange={ ( thumbHeight ) =>
									setAttributes( { thumbHeight } )
								}
							/>
						</>
					) }
					<ToggleControl
						label={ __( 'Fullscreen button', 'inkblocks' ) }
						{ ...bind.toggle( 'fullscreen' ) }
					/>
				</PanelBody>
			</InspectorControls>
		</SlidesEdit>
	);
}

/**
 * The Slider block in the editor: the slides, the size, motion, thumbnails and fullscreen, and a server
 * preview.
 */

/**
 * WordPress dependencies
 */
import { PanelBody, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	attributeProps,
	type EditProps,
} from '../../common/editor/attribute-props';
import { ServerRenderedEdit } from '../../common/editor/ServerRenderedEdit';
import {
	SLIDER_HEIGHT,
	SLIDER_THUMB_HEIGHT,
	SLIDER_THUMB_WIDTH,
	SLIDER_WIDTH,
} from './constants';
import { MotionPanel } from './MotionPanel';
import { NumberSetting } from './NumberSetting';
import { SlidesPanel } from './SlidesPanel';
import type { SliderAttributes } from './types';

/**
 * The Slider block in the editor.
 *
 * @param props The block's edit props.
 */
export function Edit( props: EditProps< SliderAttributes > ) {
	const { attributes, setAttributes } = props;
	const bind = attributeProps( attributes, setAttributes );
	return (
		<ServerRenderedEdit block="inkblocks/slider" attributes={ attributes }>
			<SlidesPanel
				slides={ attributes.slides }
				onChange={ ( slides ) => setAttributes( { slides } ) }
			/>
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
			<PanelBody title={ __( 'Thumbnails and fullscreen', 'inkblocks' ) }>
				<ToggleControl
					label={ __( 'Thumbnails', 'inkblocks' ) }
					{ ...bind.toggle( 'thumbnails' ) }
				/>
				{ attributes.thumbnails && (
					<>
						<NumberSetting
							label={ __( 'Thumbnail width (px)', 'inkblocks' ) }
							value={ attributes.thumbWidth }
							fallback={ SLIDER_THUMB_WIDTH }
							min={ 20 }
							max={ 400 }
							onChange={ ( thumbWidth ) =>
								setAttributes( { thumbWidth } )
							}
						/>
						<NumberSetting
							label={ __( 'Thumbnail height (px)', 'inkblocks' ) }
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
		</ServerRenderedEdit>
	);
}

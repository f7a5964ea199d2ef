/**
 * WordPress dependencies
 */
import { PanelBody, TextControl, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	attributeProps,
	type EditProps,
} from '../../common/editor/attribute-props';
import {
	SLIDER_AUTOPLAY_DELAY,
	SLIDER_SPACE_BETWEEN,
	SLIDER_SPEED,
} from './constants';
import { NumberSetting } from './NumberSetting';
import type { CommonAttributes } from './types';

/**
 * The motion and control settings the Slider and Carousel editors share.
 *
 * @param props               The block's edit props.
 * @param props.attributes
 * @param props.setAttributes
 */
export function MotionPanel< T extends CommonAttributes >( {
	attributes,
	setAttributes,
}: EditProps< T > ) {
	const set = ( next: Partial< CommonAttributes > ) =>
		setAttributes( next as Partial< T > );
	const bind = attributeProps< CommonAttributes >( attributes, set );
	return (
		<PanelBody title={ __( 'Motion and controls', 'inkblocks' ) }>
			<TextControl
				label={ __( 'Accessible name', 'inkblocks' ) }
				help={ __(
					'Read by screen readers for the whole slider.',
					'inkblocks'
				) }
				{ ...bind.text( 'label' ) }
			/>
			<ToggleControl
				label={ __( 'Autoplay', 'inkblocks' ) }
				{ ...bind.toggle( 'autoplay' ) }
			/>
			{ attributes.autoplay && (
				<>
					<NumberSetting
						label={ __( 'Autoplay delay (ms)', 'inkblocks' ) }
						value={ attributes.autoplayDelay }
						fallback={ SLIDER_AUTOPLAY_DELAY }
						min={ 500 }
						max={ 20000 }
						step={ 100 }
						onChange={ ( autoplayDelay ) =>
							set( { autoplayDelay } )
						}
					/>
					<ToggleControl
						label={ __( 'Pause on hover', 'inkblocks' ) }
						{ ...bind.toggle( 'pauseOnHover' ) }
					/>
				</>
			) }
			<NumberSetting
				label={ __( 'Slide duration (ms)', 'inkblocks' ) }
				value={ attributes.speed }
				fallback={ SLIDER_SPEED }
				min={ 0 }
				max={ 5000 }
				step={ 50 }
				onChange={ ( speed ) => set( { speed } ) }
			/>
			<NumberSetting
				label={ __( 'Distance between slides (px)', 'inkblocks' ) }
				value={ attributes.spaceBetween }
				fallback={ SLIDER_SPACE_BETWEEN }
				min={ 0 }
				max={ 200 }
				onChange={ ( spaceBetween ) => set( { spaceBetween } ) }
			/>
			<ToggleControl
				label={ __( 'Loop', 'inkblocks' ) }
				{ ...bind.toggle( 'loop' ) }
			/>
			<ToggleControl
				label={ __( 'Previous and next buttons', 'inkblocks' ) }
				{ ...bind.toggle( 'navigation' ) }
			/>
			<ToggleControl
				label={ __( 'Dots', 'inkblocks' ) }
				{ ...bind.toggle( 'pagination' ) }
			/>
		</PanelBody>
	);
}

/**
 * The editor side of the Slider and Carousel blocks: every setting, the slides, and a server preview.
 */

/**
 * WordPress dependencies
 */
import {
	PanelBody,
	RangeControl,
	TextControl,
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
import {
	registerServerRenderedBlock,
	ServerRenderedEdit,
} from '../../common/editor/ServerRenderedEdit';
import carouselMetadata from '../carousel/block.json';
import sliderMetadata from './block.json';
import {
	CAROUSEL_SLIDES_SHOWN,
	SLIDER_AUTOPLAY_DELAY,
	SLIDER_HEIGHT,
	SLIDER_SPACE_BETWEEN,
	SLIDER_SPEED,
	SLIDER_THUMB_HEIGHT,
	SLIDER_THUMB_WIDTH,
	SLIDER_WIDTH,
} from './constants';
import { SlidesPanel } from './SlidesPanel';
import type { SlideAttribute } from './types';

type CommonAttributes = {
	slides: SlideAttribute[];
	label: string;
	autoplay: boolean;
	autoplayDelay: number;
	pauseOnHover: boolean;
	speed: number;
	spaceBetween: number;
	loop: boolean;
	navigation: boolean;
	pagination: boolean;
};

type SliderAttributes = CommonAttributes & {
	height: number;
	width: number;
	thumbnails: boolean;
	thumbWidth: number;
	thumbHeight: number;
	fullscreen: boolean;
};

type CarouselAttributes = CommonAttributes & {
	slidesDesktop: number;
	slidesTablet: number;
	slidesMobile: number;
};

/**
 * A number setting with a reset to its SPEC default.
 *
 * @param props          Control props.
 * @param props.label    Label.
 * @param props.value    Current value.
 * @param props.fallback Default value.
 * @param props.min      Smallest value.
 * @param props.max      Largest value.
 * @param props.step     Step.
 * @param props.onChange Called with the new value.
 */
function NumberSetting( props: {
	label: string;
	value: number;
	fallback: number;
	min: number;
	max: number;
	step?: number;
	onChange: ( value: number ) => void;
} ) {
	return (
		<RangeControl
			label={ props.label }
			value={ props.value }
			min={ props.min }
			max={ props.max }
			step={ props.step ?? 1 }
			allowReset
			resetFallbackValue={ props.fallback }
			onChange={ ( value?: number ) =>
				props.onChange( value ?? props.fallback )
			}
			__nextHasNoMarginBottom
		/>
	);
}

/**
 * Motion and control settings both blocks share.
 *
 * @param props               The block's edit props.
 * @param props.attributes
 * @param props.setAttributes
 */
function MotionPanel< T extends CommonAttributes >( {
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

/**
 * The Slider block in the editor.
 *
 * @param props The block's edit props.
 */
function SliderEdit( props: EditProps< SliderAttributes > ) {
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

/**
 * The Carousel block in the editor.
 *
 * @param props The block's edit props.
 */
function CarouselEdit( props: EditProps< CarouselAttributes > ) {
	const { attributes, setAttributes } = props;
	return (
		<ServerRenderedEdit
			block="inkblocks/carousel"
			attributes={ attributes }
		>
			<SlidesPanel
				slides={ attributes.slides }
				onChange={ ( slides ) => setAttributes( { slides } ) }
			/>
			<PanelBody title={ __( 'Slides shown per device', 'inkblocks' ) }>
				<NumberSetting
					label={ __( 'Desktop (from 1025 px)', 'inkblocks' ) }
					value={ attributes.slidesDesktop }
					fallback={ CAROUSEL_SLIDES_SHOWN }
					min={ 1 }
					max={ 8 }
					onChange={ ( slidesDesktop ) =>
						setAttributes( { slidesDesktop } )
					}
				/>
				<NumberSetting
					label={ __( 'Tablet (up to 1024 px)', 'inkblocks' ) }
					value={ attributes.slidesTablet }
					fallback={ 2 }
					min={ 1 }
					max={ 6 }
					onChange={ ( slidesTablet ) =>
						setAttributes( { slidesTablet } )
					}
				/>
				<NumberSetting
					label={ __( 'Mobile (up to 767 px)', 'inkblocks' ) }
					value={ attributes.slidesMobile }
					fallback={ 1 }
					min={ 1 }
					max={ 4 }
					onChange={ ( slidesMobile ) =>
						setAttributes( { slidesMobile } )
					}
				/>
			</PanelBody>
			<MotionPanel { ...props } />
		</ServerRenderedEdit>
	);
}

registerServerRenderedBlock( sliderMetadata, SliderEdit );
registerServerRenderedBlock( carouselMetadata, CarouselEdit );

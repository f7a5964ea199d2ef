/**
 * The Parallax section block in the editor: its settings and the nested blocks over the image.
 */

/**
 * WordPress dependencies
 */
import {
	InnerBlocks,
	InspectorControls,
	useBlockProps,
} from '@wordpress/block-editor';
import {
	BaseControl,
	CheckboxControl,
	PanelBody,
	RangeControl,
	SelectControl,
} from '@wordpress/components';
import { useId } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	attributeProps,
	type EditProps,
} from '../../common/editor/attribute-props';
import type { Device } from '../../common/device-breakpoints';
import { MediaControl } from '../../common/media-control';
import { PARALLAX_TYPES, type ParallaxType } from './constants';
import type { ParallaxAttributes } from './types';

/**
 * The Parallax section block in the editor.
 *
 * @param props               Edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates them.
 */
export function Edit( {
	attributes,
	setAttributes,
}: EditProps< ParallaxAttributes > ) {
	const bind = attributeProps( attributes, setAttributes );
	const devicesId = useId();
	const typeNames: Record< ParallaxType, string > = {
		scroll: __( 'Vertical scroll', 'inkblocks' ),
		'h-scroll': __( 'Horizontal scroll', 'inkblocks' ),
		zoom: __( 'Zoom', 'inkblocks' ),
		rotate: __( 'Rotate', 'inkblocks' ),
		blur: __( 'Blur', 'inkblocks' ),
		opacity: __( 'Opacity', 'inkblocks' ),
		mouse: __( 'Follow the mouse', 'inkblocks' ),
	};
	const deviceNames: Record< Device, string > = {
		desktop: __( 'Desktop (from 1025 px)', 'inkblocks' ),
		tablet: __( 'Tablet (768 to 1024 px)', 'inkblocks' ),
		mobile: __( 'Mobile (up to 767 px)', 'inkblocks' ),
	};
	const blockProps = useBlockProps( {
		className: 'inkblocks-parallax',
		style: {
			minHeight: attributes.minHeight,
			'--inkblocks-parallax-overlay': attributes.overlay / 100,
		},
	} );
	return (
		<section { ...blockProps }>
			<InspectorControls>
				<PanelBody title={ __( 'Background', 'inkblocks' ) }>
					<MediaControl
						label={ __( 'Image', 'inkblocks' ) }
						{ ...bind.media( 'imageId', 'imageUrl' ) }
					/>
					<RangeControl
						label={ __( 'Darkening (%)', 'inkblocks' ) }
						min={ 0 }
						max={ 90 }
						{ ...bind.number( 'overlay', 40 ) }
					/>
					<RangeControl
						label={ __( 'Minimum height (px)', 'inkblocks' ) }
						min={ 100 }
						max={ 2000 }
						step={ 10 }
						{ ...bind.number( 'minHeight', 420 ) }
					/>
				</PanelBody>
				<PanelBody title={ __( 'Motion', 'inkblocks' ) }>
					<SelectControl
						label={ __( 'Type', 'inkblocks' ) }
						options={ PARALLAX_TYPES.map( ( type ) => ( {
							value: type,
							label: typeNames[ type ],
						} ) ) }
						{ ...bind.select( 'type' ) }
					/>
					<RangeControl
						label={ __( 'Strength', 'inkblocks' ) }
						min={ 0 }
						max={ 100 }
						{ ...bind.number( 'speed', 50 ) }
					/>
					<BaseControl
						id={ devicesId }
						label={ __( 'Devices', 'inkblocks' ) }
						__nextHasNoMarginBottom
					>
						{ ( Object.keys( deviceNames ) as Device[] ).map(
							( device ) => (
								<CheckboxControl
									key={ device }
									label={ deviceNames[ device ] }
									checked={ attributes.devices.includes(
										device
									) }
									onChange={ ( on: boolean ) =>
										setAttributes( {
											devices: on
												? [
														...attributes.devices,
														device,
													]
												: attributes.devices.filter(
														( d ) => d !== device
													),
										} )
									}
									__nextHasNoMarginBottom
								/>
							)
						) }
					</BaseControl>
				</PanelBody>
			</InspectorControls>
			{ attributes.imageUrl && (
				<div className="inkblocks-parallax__layer" aria-hidden="true">
					<img
						className="inkblocks-parallax__image"
						src={ attributes.imageUrl }
						alt=""
					/>
				</div>
			) }
			<div className="inkblocks-parallax__content">
				<InnerBlocks
					template={ [
						[
							'core/heading',
							{ placeholder: __( 'Section title', 'inkblocks' ) },
						],
						[
							'core/paragraph',
							{
								placeholder: __(
									'Text over the image',
									'inkblocks'
								),
							},
						],
					] }
				/>
			</div>
		</section>
	);
}

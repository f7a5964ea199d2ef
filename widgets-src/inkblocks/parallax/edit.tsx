/**
 * The Parallax section block in the editor: the nested blocks over the image, still (the image moves on
 * the page only), typed in place; the image chosen in a media placeholder on the section and replaced or
 * removed from the toolbar; starting points while empty; the motion and darkening in the sidebar.
 */

/**
 * WordPress dependencies
 */
import {
	InspectorControls,
	useBlockProps,
	useInnerBlocksProps,
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
import {
	BlockImagePlaceholder,
	BlockImageToolbar,
	type PickedImage,
} from '../../common/editor/BlockImage';
import type { Device } from '../../common/device-breakpoints';
import { StartingPoints } from '../../common/editor/StartingPoints';
import { useChildCount } from '../../common/editor/useChildCount';
import { PARALLAX_TYPES, type ParallaxType } from './constants';
import type { ParallaxAttributes } from './types';

/**
 * The nested blocks over the image.
 */
function Content() {
	return (
		<div
			{ ...useInnerBlocksProps(
				{ className: 'inkblocks-parallax__content' },
				{ templateLock: false }
			) }
		/>
	);
}

/**
 * The Parallax section block in the editor.
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
}: EditProps< ParallaxAttributes > & { clientId: string } ) {
	const bind = attributeProps( attributes, setAttributes );
	const count = useChildCount( clientId );
	const choose = ( image: PickedImage ) =>
		setAttributes( { imageId: image.id, imageUrl: image.url } );
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
		className: `inkblocks-parallax is-editing${
			attributes.imageUrl ? ' has-image' : ''
		}`,
		style: {
			minHeight: attributes.minHeight,
			'--inkblocks-parallax-overlay': attributes.overlay / 100,
		},
	} );
	const settings = (
		<InspectorControls>
			<PanelBody title={ __( 'Background', 'inkblocks' ) }>
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
											? [ ...attributes.devices, device ]
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
	);

	if ( ! count && ! attributes.imageUrl ) {
		return (
			<section { ...blockProps }>
				{ settings }
				<StartingPoints
					name="inkblocks/parallax"
					clientId={ clientId }
				/>
			</section>
		);
	}

	return (
		<section { ...blockProps }>
			{ settings }
			{ attributes.imageUrl && (
				<BlockImageToolbar
					id={ attributes.imageId }
					url={ attributes.imageUrl }
					name={ __( 'Replace background', 'inkblocks' ) }
					onSelect={ choose }
					onReset={ () =>
						setAttributes( { imageId: 0, imageUrl: '' } )
					}
				/>
			) }
			{ attributes.imageUrl ? (
				<div className="inkblocks-parallax__layer" aria-hidden="true">
					<img
						className="inkblocks-parallax__image"
						src={ attributes.imageUrl }
						alt=""
					/>
				</div>
			) : (
				<BlockImagePlaceholder
					icon="cover-image"
					title={ __( 'Background image', 'inkblocks' ) }
					instructions={ __(
						'The image that moves behind the section as the page scrolls.',
						'inkblocks'
					) }
					onSelect={ choose }
				/>
			) }
			<Content />
		</section>
	);
}

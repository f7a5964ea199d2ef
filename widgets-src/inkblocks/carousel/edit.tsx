/**
 * The Carousel block in the editor: its cards on the canvas as the page shows them, in a row that never
 * moves by itself (the slider's SlidesEdit), their starting points while it has none, and how many show
 * per device and the motion in the sidebar.
 */

/**
 * External dependencies
 */
import type { CSSProperties } from 'react';

/**
 * WordPress dependencies
 */
import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { EditProps } from '../../common/editor/attribute-props';
import { CAROUSEL_SLIDES_SHOWN } from '../slider/constants';
import { MotionPanel } from '../slider/MotionPanel';
import { NumberSetting } from '../slider/NumberSetting';
import { SlidesEdit } from '../slider/SlidesEdit';
import type { CarouselAttributes } from './types';

/**
 * The Carousel block in the editor.
 *
 * @param props            The block's edit props.
 * @param props.clientId   The block's editor id.
 * @param props.isSelected Whether the block is selected (its card buttons show then).
 */
export function Edit(
	props: EditProps< CarouselAttributes > & {
		clientId: string;
		isSelected: boolean;
	}
) {
	const { attributes, setAttributes } = props;
	return (
		<SlidesEdit
			kind="carousel"
			name="inkblocks/carousel"
			clientId={ props.clientId }
			isSelected={ props.isSelected }
			slides={ attributes.slides }
			onChange={ ( slides ) => setAttributes( { slides } ) }
			style={
				{
					'--inkblocks-carousel-mobile': attributes.slidesMobile,
					'--inkblocks-carousel-tablet': attributes.slidesTablet,
					'--inkblocks-carousel-desktop': attributes.slidesDesktop,
				} as CSSProperties
			}
		>
			<InspectorControls>
				<PanelBody
					title={ __( 'Slides shown per device', 'inkblocks' ) }
				>
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
			</InspectorControls>
		</SlidesEdit>
	);
}

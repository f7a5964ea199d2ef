/**
 * The Carousel block in the editor: the cards, how many show per device, motion, and a server preview.
 */

/**
 * WordPress dependencies
 */
import { PanelBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { EditProps } from '../../common/editor/attribute-props';
import { ServerRenderedEdit } from '../../common/editor/ServerRenderedEdit';
import { CAROUSEL_SLIDES_SHOWN } from '../slider/constants';
import { MotionPanel } from '../slider/MotionPanel';
import { NumberSetting } from '../slider/NumberSetting';
import { SlidesPanel } from '../slider/SlidesPanel';
import type { CarouselAttributes } from './types';

/**
 * The Carousel block in the editor.
 *
 * @param props The block's edit props.
 */
export function Edit( props: EditProps< CarouselAttributes > ) {
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

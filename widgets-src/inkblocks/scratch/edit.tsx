/**
 * The Scratch card block in the editor: the hidden content, the cover, and a server preview.
 */

/**
 * WordPress dependencies
 */
import {
	PanelBody,
	RangeControl,
	TextControl,
	TextareaControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	attributeProps,
	type EditProps,
} from '../../common/editor/attribute-props';
import { ServerRenderedEdit } from '../../common/editor/ServerRenderedEdit';
import { MediaControl } from '../../common/media-control';
import { ColorSetting } from '../flip-box/ColorSetting';
import type { ScratchAttributes } from './types';

/**
 * The Scratch card block in the editor.
 *
 * @param props               The block's edit props.
 * @param props.attributes
 * @param props.setAttributes
 */
export function Edit( {
	attributes,
	setAttributes,
}: EditProps< ScratchAttributes > ) {
	const bind = attributeProps( attributes, setAttributes );
	return (
		<ServerRenderedEdit block="inkblocks/scratch" attributes={ attributes }>
			<PanelBody title={ __( 'Hidden content', 'inkblocks' ) }>
				<TextControl
					label={ __( 'Title', 'inkblocks' ) }
					{ ...bind.text( 'title' ) }
				/>
				<TextareaControl
					label={ __( 'Text', 'inkblocks' ) }
					{ ...bind.text( 'text' ) }
				/>
				<MediaControl
					label={ __( 'Image', 'inkblocks' ) }
					{ ...bind.media( 'imageId', 'imageUrl' ) }
				/>
			</PanelBody>
			<PanelBody title={ __( 'Cover', 'inkblocks' ) }>
				<TextControl
					label={ __( 'Cover text', 'inkblocks' ) }
					{ ...bind.text( 'coverText' ) }
				/>
				<ColorSetting
					label={ __( 'Cover colour', 'inkblocks' ) }
					value={ attributes.coverColor }
					onChange={ ( coverColor ) =>
						setAttributes( { coverColor } )
					}
				/>
				<RangeControl
					label={ __( 'Brush size (px)', 'inkblocks' ) }
					min={ 5 }
					max={ 200 }
					{ ...bind.number( 'brushSize', 40 ) }
				/>
				<RangeControl
					label={ __( 'Height (px)', 'inkblocks' ) }
					min={ 80 }
					max={ 1200 }
					{ ...bind.number( 'height', 300 ) }
				/>
			</PanelBody>
		</ServerRenderedEdit>
	);
}

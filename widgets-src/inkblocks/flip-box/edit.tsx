/**
 * The Flip box block in the editor: the switch, both faces, and a server preview.
 */

/**
 * WordPress dependencies
 */
import {
	PanelBody,
	RangeControl,
	SelectControl,
	TextControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	attributeProps,
	type EditProps,
	type KeysOfType,
} from '../../common/editor/attribute-props';
import { ServerRenderedEdit } from '../../common/editor/ServerRenderedEdit';
import { MediaControl } from '../../common/media-control';
import { ColorSetting } from './ColorSetting';
import type { FlipBoxAttributes } from './types';

/**
 * The Flip box block in the editor.
 *
 * @param props               The block's edit props.
 * @param props.attributes
 * @param props.setAttributes
 */
export function Edit( {
	attributes,
	setAttributes,
}: EditProps< FlipBoxAttributes > ) {
	const bind = attributeProps( attributes, setAttributes );
	const text = (
		label: string,
		key: KeysOfType< FlipBoxAttributes, string >
	) => <TextControl label={ label } { ...bind.text( key ) } />;
	return (
		<ServerRenderedEdit
			block="inkblocks/flip-box"
			attributes={ attributes }
		>
			<PanelBody title={ __( 'Switch', 'inkblocks' ) }>
				<SelectControl
					label={ __( 'Switch type', 'inkblocks' ) }
					options={ [
						{
							value: 'hover',
							label: __( 'Flip on hover', 'inkblocks' ),
						},
						{
							value: 'click',
							label: __( 'Flip on click', 'inkblocks' ),
						},
						{
							value: 'toggle',
							label: __( 'Toggle switch', 'inkblocks' ),
						},
						{
							value: 'scratch',
							label: __( 'Scratch', 'inkblocks' ),
						},
						{ value: 'fold', label: __( 'Fold', 'inkblocks' ) },
						{ value: 'peel', label: __( 'Peel', 'inkblocks' ) },
						{
							value: 'slide-out',
							label: __( 'Slide out', 'inkblocks' ),
						},
					] }
					{ ...bind.select( 'switchType' ) }
				/>
				<SelectControl
					label={ __( 'Direction', 'inkblocks' ) }
					options={ [
						{ value: 'left', label: __( 'Left', 'inkblocks' ) },
						{
							value: 'right',
							label: __( 'Right', 'inkblocks' ),
						},
						{ value: 'up', label: __( 'Up', 'inkblocks' ) },
						{ value: 'down', label: __( 'Down', 'inkblocks' ) },
					] }
					{ ...bind.select( 'direction' ) }
				/>
				<RangeControl
					label={ __( 'Height (px)', 'inkblocks' ) }
					min={ 120 }
					max={ 1200 }
					{ ...bind.number( 'height', 320 ) }
				/>
			</PanelBody>
			<PanelBody title={ __( 'Front', 'inkblocks' ) }>
				{ text( __( 'Title', 'inkblocks' ), 'frontTitle' ) }
				{ text( __( 'Text', 'inkblocks' ), 'frontText' ) }
				<MediaControl
					label={ __( 'Background image', 'inkblocks' ) }
					{ ...bind.media( 'frontImageId', 'frontImageUrl' ) }
				/>
				<ColorSetting
					label={ __( 'Colour', 'inkblocks' ) }
					value={ attributes.frontColor }
					onChange={ ( frontColor ) =>
						setAttributes( { frontColor } )
					}
				/>
			</PanelBody>
			<PanelBody title={ __( 'Back', 'inkblocks' ) }>
				{ text( __( 'Title', 'inkblocks' ), 'backTitle' ) }
				{ text( __( 'Text', 'inkblocks' ), 'backText' ) }
				{ text( __( 'Button text', 'inkblocks' ), 'buttonText' ) }
				{ text( __( 'Button link', 'inkblocks' ), 'buttonUrl' ) }
				<ColorSetting
					label={ __( 'Colour', 'inkblocks' ) }
					value={ attributes.backColor }
					onChange={ ( backColor ) => setAttributes( { backColor } ) }
				/>
			</PanelBody>
		</ServerRenderedEdit>
	);
}

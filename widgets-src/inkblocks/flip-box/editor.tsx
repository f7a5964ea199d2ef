/**
 * The editor side of the Flip box and Scratch card blocks: every setting and a server preview.
 */

/**
 * WordPress dependencies
 */
import {
	ColorPicker,
	BaseControl,
	PanelBody,
	RangeControl,
	SelectControl,
	TextControl,
	TextareaControl,
} from '@wordpress/components';
import { useId } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	attributeProps,
	type EditProps,
	type KeysOfType,
} from '../../common/editor/attribute-props';
import {
	registerServerRenderedBlock,
	ServerRenderedEdit,
} from '../../common/editor/ServerRenderedEdit';
import { MediaControl } from '../../common/media-control';
import flipBoxMetadata from './block.json';
import scratchMetadata from '../scratch/block.json';
import type { Direction, SwitchType } from './types';

type FlipBoxAttributes = {
	switchType: SwitchType;
	direction: Direction;
	height: number;
	frontImageId: number;
	frontImageUrl: string;
	frontTitle: string;
	frontText: string;
	backTitle: string;
	backText: string;
	buttonText: string;
	buttonUrl: string;
	frontColor: string;
	backColor: string;
};

type ScratchAttributes = {
	imageId: number;
	imageUrl: string;
	title: string;
	text: string;
	coverText: string;
	coverColor: string;
	brushSize: number;
	height: number;
};

/**
 * A colour setting.
 *
 * @param props          Control props.
 * @param props.label    Label.
 * @param props.value    Hex colour.
 * @param props.onChange Called with the new colour.
 */
function ColorSetting( props: {
	label: string;
	value: string;
	onChange: ( color: string ) => void;
} ) {
	const id = useId();
	return (
		<BaseControl id={ id } label={ props.label } __nextHasNoMarginBottom>
			<ColorPicker
				color={ props.value }
				onChange={ props.onChange }
				enableAlpha={ false }
			/>
		</BaseControl>
	);
}

/**
 * The Flip box block in the editor.
 *
 * @param props               The block's edit props.
 * @param props.attributes
 * @param props.setAttributes
 */
function FlipBoxEdit( {
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

/**
 * The Scratch card block in the editor.
 *
 * @param props               The block's edit props.
 * @param props.attributes
 * @param props.setAttributes
 */
function ScratchEdit( {
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

registerServerRenderedBlock( flipBoxMetadata, FlipBoxEdit );
registerServerRenderedBlock( scratchMetadata, ScratchEdit );

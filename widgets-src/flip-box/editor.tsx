/**
 * The editor side of the Flip box and Scratch card blocks: every setting and a server preview.
 */

/**
 * WordPress dependencies
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
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
import ServerSideRender from '@wordpress/server-side-render';

/**
 * Internal dependencies
 */
import { MediaControl } from '../common/media-control';
import flipBoxMetadata from '../../plugins/inkblocks/blocks/flip-box/block.json';
import scratchMetadata from '../../plugins/inkblocks/blocks/scratch/block.json';
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

interface EditProps< T > {
	attributes: T;
	setAttributes: ( next: Partial< T > ) => void;
}

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
	const text = ( label: string, key: keyof FlipBoxAttributes ) => (
		<TextControl
			label={ label }
			value={ String( attributes[ key ] ) }
			onChange={ ( value: string ) =>
				setAttributes( { [ key ]: value } )
			}
			__nextHasNoMarginBottom
		/>
	);
	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'Switch', 'inkblocks' ) }>
					<SelectControl
						label={ __( 'Switch type', 'inkblocks' ) }
						value={ attributes.switchType }
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
						onChange={ ( switchType: string ) =>
							setAttributes( {
								switchType: switchType as SwitchType,
							} )
						}
						__nextHasNoMarginBottom
					/>
					<SelectControl
						label={ __( 'Direction', 'inkblocks' ) }
						value={ attributes.direction }
						options={ [
							{ value: 'left', label: __( 'Left', 'inkblocks' ) },
							{
								value: 'right',
								label: __( 'Right', 'inkblocks' ),
							},
							{ value: 'up', label: __( 'Up', 'inkblocks' ) },
							{ value: 'down', label: __( 'Down', 'inkblocks' ) },
						] }
						onChange={ ( direction: string ) =>
							setAttributes( {
								direction: direction as Direction,
							} )
						}
						__nextHasNoMarginBottom
					/>
					<RangeControl
						label={ __( 'Height (px)', 'inkblocks' ) }
						value={ attributes.height }
						min={ 120 }
						max={ 1200 }
						onChange={ ( height?: number ) =>
							setAttributes( { height: height ?? 320 } )
						}
						__nextHasNoMarginBottom
					/>
				</PanelBody>
				<PanelBody title={ __( 'Front', 'inkblocks' ) }>
					{ text( __( 'Title', 'inkblocks' ), 'frontTitle' ) }
					{ text( __( 'Text', 'inkblocks' ), 'frontText' ) }
					<MediaControl
						label={ __( 'Background image', 'inkblocks' ) }
						id={ attributes.frontImageId }
						url={ attributes.frontImageUrl }
						onChange={ ( frontImageId, frontImageUrl ) =>
							setAttributes( { frontImageId, frontImageUrl } )
						}
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
						onChange={ ( backColor ) =>
							setAttributes( { backColor } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<ServerSideRender
				block="inkblocks/flip-box"
				attributes={ { ...attributes } }
			/>
		</div>
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
	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'Hidden content', 'inkblocks' ) }>
					<TextControl
						label={ __( 'Title', 'inkblocks' ) }
						value={ attributes.title }
						onChange={ ( title: string ) =>
							setAttributes( { title } )
						}
						__nextHasNoMarginBottom
					/>
					<TextareaControl
						label={ __( 'Text', 'inkblocks' ) }
						value={ attributes.text }
						onChange={ ( value: string ) =>
							setAttributes( { text: value } )
						}
						__nextHasNoMarginBottom
					/>
					<MediaControl
						label={ __( 'Image', 'inkblocks' ) }
						id={ attributes.imageId }
						url={ attributes.imageUrl }
						onChange={ ( imageId, imageUrl ) =>
							setAttributes( { imageId, imageUrl } )
						}
					/>
				</PanelBody>
				<PanelBody title={ __( 'Cover', 'inkblocks' ) }>
					<TextControl
						label={ __( 'Cover text', 'inkblocks' ) }
						value={ attributes.coverText }
						onChange={ ( coverText: string ) =>
							setAttributes( { coverText } )
						}
						__nextHasNoMarginBottom
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
						value={ attributes.brushSize }
						min={ 5 }
						max={ 200 }
						onChange={ ( brushSize?: number ) =>
							setAttributes( { brushSize: brushSize ?? 40 } )
						}
						__nextHasNoMarginBottom
					/>
					<RangeControl
						label={ __( 'Height (px)', 'inkblocks' ) }
						value={ attributes.height }
						min={ 80 }
						max={ 1200 }
						onChange={ ( height?: number ) =>
							setAttributes( { height: height ?? 300 } )
						}
						__nextHasNoMarginBottom
					/>
				</PanelBody>
			</InspectorControls>
			<ServerSideRender
				block="inkblocks/scratch"
				attributes={ { ...attributes } }
			/>
		</div>
	);
}

// block.json is the one description of each block; its JSON types are wider than the library's.
registerBlockType(
	flipBoxMetadata as unknown as BlockConfiguration< FlipBoxAttributes >,
	{ edit: FlipBoxEdit, save: () => null }
);
registerBlockType(
	scratchMetadata as unknown as BlockConfiguration< ScratchAttributes >,
	{ edit: ScratchEdit, save: () => null }
);

/**
 * The Flip box block in the editor: the card as the page shows it, its titles, texts and button label
 * typed in place, the back shown with the toolbar's "Show back", the front image and the button's link
 * chosen from the toolbar, its starting points while empty, and the switch and colours in the sidebar.
 */

/**
 * External dependencies
 */
import type { CSSProperties } from 'react';

/**
 * WordPress dependencies
 */
import {
	BlockControls,
	InspectorControls,
	MediaReplaceFlow,
	RichText,
	useBlockProps,
} from '@wordpress/block-editor';
import {
	PanelBody,
	RangeControl,
	SelectControl,
	ToolbarButton,
	ToolbarGroup,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	attributeProps,
	type EditProps,
	type KeysOfType,
} from '../../common/editor/attribute-props';
import { LinkToolbarButton } from '../../common/editor/LinkToolbarButton';
import { StartingPoints } from '../../common/editor/StartingPoints';
import { ColorSetting } from './ColorSetting';
import { inertWhen } from './inert';
import type { FlipBoxAttributes } from './types';

/** Bold and italic: the card's short texts. */

/**
 * Whether the card still needs a starting point: no title or text on either face.
 *
 * @param attributes The block's attributes.
 */
export function needsStart( attributes: FlipBoxAttributes ): boolean {
	return ! (
		attributes.frontTitle ||
		attributes.frontText ||
		attributes.backTitle ||
		attributes.backText
	);
}

/**
 * The Flip box block in the editor.
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
}: EditProps< FlipBoxAttributes > & { clientId: string } ) {
	const bind = attributeProps( attributes, setAttributes );
	// The editor shows one face at a time, switched from the toolbar: no hover or focus turns the card.
	const [ back, setBack ] = useState( false );
	const blockProps = useBlockProps( {
		className: `inkblocks-flip-box is-${ attributes.switchType }`,
		style: {
			'--inkblocks-flip-box-height': `${ attributes.height }px`,
		} as CSSProperties,
	} );

	const text = (
		key: KeysOfType< FlipBoxAttributes, string >,
		tagName: string,
		className: string,
		label: string,
		placeholder: string
	) => (
		<RichText
			tagName={ tagName }
			className={ className }
			aria-label={ label }
			placeholder={ placeholder }
			{ ...bind.rich( key ) }
		/>
	);

	const settings = (
		<InspectorControls>
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
			<PanelBody title={ __( 'Colours', 'inkblocks' ) }>
				<ColorSetting
					label={ __( 'Front colour', 'inkblocks' ) }
					value={ attributes.frontColor }
					onChange={ ( frontColor ) =>
						setAttributes( { frontColor } )
					}
				/>
				<ColorSetting
					label={ __( 'Back colour', 'inkblocks' ) }
					value={ attributes.backColor }
					onChange={ ( backColor ) => setAttributes( { backColor } ) }
				/>
			</PanelBody>
		</InspectorControls>
	);

	if ( needsStart( attributes ) ) {
		return (
			<div { ...blockProps }>
				{ settings }
				<StartingPoints
					name="inkblocks/flip-box"
					clientId={ clientId }
				/>
			</div>
		);
	}

	const face = ( side: 'front' | 'back' ) => ( {
		className: `inkblocks-flip-box__face is-${ side }`,
		style: {
			'--inkblocks-face-color': attributes[ `${ side }Color` ],
		} as CSSProperties,
		// The hidden face is out of reach, as on the page.
		'aria-hidden': ( side === 'back' ) !== back,
		ref: inertWhen( ( side === 'back' ) !== back ),
	} );

	return (
		<div { ...blockProps }>
			{ settings }
			<BlockControls group="block">
				<ToolbarGroup>
					<ToolbarButton
						icon="image-flip-horizontal"
						label={ __( 'Show back', 'inkblocks' ) }
						isPressed={ back }
						onClick={ () => setBack( ! back ) }
					/>
					<LinkToolbarButton
						url={ attributes.buttonUrl }
						onChange={ ( buttonUrl ) =>
							setAttributes( { buttonUrl } )
						}
					/>
				</ToolbarGroup>
			</BlockControls>
			<BlockControls group="other">
				<MediaReplaceFlow
					mediaId={ attributes.frontImageId || undefined }
					mediaURL={ attributes.frontImageUrl }
					allowedTypes={ [ 'image' ] }
					accept="image/*"
					name={
						attributes.frontImageUrl
							? __( 'Replace front image', 'inkblocks' )
							: __( 'Add front image', 'inkblocks' )
					}
					onSelect={ ( media ) =>
						setAttributes( {
							frontImageId: media.id ?? 0,
							frontImageUrl: media.url,
						} )
					}
					onSelectURL={ ( url ) =>
						setAttributes( { frontImageId: 0, frontImageUrl: url } )
					}
					onReset={
						attributes.frontImageUrl
							? () =>
									setAttributes( {
										frontImageId: 0,
										frontImageUrl: '',
									} )
							: undefined
					}
				/>
			</BlockControls>
			<div className="inkblocks-flip-box__island">
				<div
					// Scratch draws its front on a cover on the page; here it is a face to edit, as click's.
					className={ `inkblocks-flip-box__card is-${
						attributes.switchType === 'scratch'
							? 'click'
							: attributes.switchType
					} is-${ attributes.direction }${
						back ? ' is-flipped' : ''
					}` }
				>
					<div className="inkblocks-flip-box__inner">
						<div { ...face( 'front' ) }>
							{ attributes.frontImageUrl && (
								<img
									className="inkblocks-flip-box__image"
									src={ attributes.frontImageUrl }
									alt=""
								/>
							) }
							{ text(
								'frontTitle',
								'h3',
								'inkblocks-flip-box__title',
								__( 'Front title', 'inkblocks' ),
								__( 'Front', 'inkblocks' )
							) }
							{ text(
								'frontText',
								'p',
								'inkblocks-flip-box__text',
								__( 'Front text', 'inkblocks' ),
								__( 'A line that invites a turn', 'inkblocks' )
							) }
						</div>
						<div { ...face( 'back' ) }>
							{ text(
								'backTitle',
								'h3',
								'inkblocks-flip-box__title',
								__( 'Back title', 'inkblocks' ),
								__( 'Back', 'inkblocks' )
							) }
							{ text(
								'backText',
								'p',
								'inkblocks-flip-box__text',
								__( 'Back text', 'inkblocks' ),
								__( 'What the card reveals', 'inkblocks' )
							) }
							{ text(
								'buttonText',
								'span',
								'inkblocks-flip-box__button',
								__( 'Button label', 'inkblocks' ),
								__( 'Button', 'inkblocks' )
							) }
						</div>
					</div>
				</div>
			</div>
		</div>
	);
}

/**
 * The Scratch card block in the editor: the hidden content as the page shows it once scratched, its title
 * and text typed in place, its image chosen in a media placeholder on the card (replaced or removed from
 * the toolbar); the cover shown with the toolbar's "Show cover", its text typed on it (nothing scratches
 * here); starting points while empty; the cover's colour, brush and height in the sidebar.
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
	RichText,
	useBlockProps,
} from '@wordpress/block-editor';
import {
	PanelBody,
	RangeControl,
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
} from '../../common/editor/attribute-props';
import {
	BlockImagePlaceholder,
	BlockImageToolbar,
	type PickedImage,
} from '../../common/editor/BlockImage';
import { StartingPoints } from '../../common/editor/StartingPoints';
import { ColorSetting } from '../flip-box/ColorSetting';
import type { ScratchAttributes } from './types';

/** The cover's text is drawn on a canvas: plain text. */
const PLAIN: string[] = [];

/**
 * Whether the card still needs a starting point: no title, text or image.
 *
 * @param attributes The block's attributes.
 */
export function needsStart( attributes: ScratchAttributes ): boolean {
	return ! ( attributes.title || attributes.text || attributes.imageUrl );
}

/**
 * The Scratch card block in the editor.
 *
 * @param props               Edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates them.
 * @param props.clientId      The block's editor id.
 * @param props.isSelected    Whether the card is selected (its image placeholder shows then).
 */
export function Edit( {
	attributes,
	setAttributes,
	clientId,
	isSelected,
}: EditProps< ScratchAttributes > & {
	clientId: string;
	isSelected: boolean;
} ) {
	const bind = attributeProps( attributes, setAttributes );
	const [ cover, setCover ] = useState( false );
	const blockProps = useBlockProps( {
		className: 'inkblocks-scratch is-editing',
		style: {
			'--inkblocks-scratch-height': `${ attributes.height }px`,
		} as CSSProperties,
	} );
	const choose = ( image: PickedImage ) =>
		setAttributes( { imageId: image.id, imageUrl: image.url } );

	const settings = (
		<InspectorControls>
			<PanelBody title={ __( 'Cover', 'inkblocks' ) }>
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
		</InspectorControls>
	);

	if ( needsStart( attributes ) ) {
		return (
			<div { ...blockProps }>
				{ settings }
				<StartingPoints
					name="inkblocks/scratch"
					clientId={ clientId }
				/>
			</div>
		);
	}

	return (
		<div { ...blockProps }>
			{ settings }
			<BlockControls group="block">
				<ToolbarGroup>
					<ToolbarButton
						icon="admin-appearance"
						label={ __( 'Show cover', 'inkblocks' ) }
						isPressed={ cover }
						onClick={ () => setCover( ! cover ) }
					/>
				</ToolbarGroup>
			</BlockControls>
			{ attributes.imageUrl && (
				<BlockImageToolbar
					id={ attributes.imageId }
					url={ attributes.imageUrl }
					name={ __( 'Replace image', 'inkblocks' ) }
					onSelect={ choose }
					onReset={ () =>
						setAttributes( { imageId: 0, imageUrl: '' } )
					}
				/>
			) }
			<div className="inkblocks-scratch__card">
				{ cover ? (
					<div
						className="inkblocks-scratch__cover-preview"
						style={ { background: attributes.coverColor } }
					>
						<RichText
							tagName="p"
							className="inkblocks-scratch__cover-text"
							aria-label={ __( 'Cover text', 'inkblocks' ) }
							placeholder={ __( 'Scratch here', 'inkblocks' ) }
							allowedFormats={ PLAIN }
							withoutInteractiveFormatting
							disableLineBreaks
							value={ attributes.coverText }
							onChange={ ( coverText ) =>
								setAttributes( { coverText } )
							}
						/>
					</div>
				) : (
					<div className="inkblocks-scratch__content">
						{ attributes.imageUrl && (
							<img
								className="inkblocks-scratch__image"
								src={ attributes.imageUrl }
								alt=""
							/>
						) }
						{ ! attributes.imageUrl && isSelected && (
							<BlockImagePlaceholder
								icon="format-image"
								title={ __( 'Image', 'inkblocks' ) }
								instructions={ __(
									'An image under the cover, above the title.',
									'inkblocks'
								) }
								onSelect={ choose }
							/>
						) }
						<RichText
							tagName="h3"
							className="inkblocks-scratch__title"
							aria-label={ __( 'Hidden title', 'inkblocks' ) }
							placeholder={ __(
								'What the cover hides',
								'inkblocks'
							) }
							{ ...bind.rich( 'title' ) }
						/>
						<RichText
							tagName="p"
							className="inkblocks-scratch__text"
							aria-label={ __( 'Hidden text', 'inkblocks' ) }
							placeholder={ __(
								'A few more words',
								'inkblocks'
							) }
							{ ...bind.rich( 'text' ) }
						/>
					</div>
				) }
			</div>
		</div>
	);
}

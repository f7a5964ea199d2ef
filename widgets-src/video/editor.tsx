/**
 * The editor side of the "Video player" block: the source (a file, YouTube or Vimeo), poster, title and
 * playback settings, with a live server preview.
 */

/**
 * WordPress dependencies
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import {
	PanelBody,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';

/**
 * Internal dependencies
 */
import metadata from '../../plugins/inkblocks/blocks/video/block.json';
import { MediaPicker } from '../media-blocks/MediaPicker';
import type { VideoAttributes, VideoProps } from './types';

const field = { __nextHasNoMarginBottom: true, __next40pxDefaultSize: true };

function Edit( {
	attributes,
	setAttributes,
}: {
	attributes: VideoAttributes;
	setAttributes: ( next: Partial< VideoAttributes > ) => void;
} ) {
	const self = attributes.source === 'self';
	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'Video', 'inkblocks' ) }>
					<SelectControl
						label={ __( 'Source', 'inkblocks' ) }
						value={ attributes.source }
						options={ [
							{
								label: __( 'Video file', 'inkblocks' ),
								value: 'self',
							},
							{ label: 'YouTube', value: 'youtube' },
							{ label: 'Vimeo', value: 'vimeo' },
						] }
						onChange={ ( source: string ) =>
							setAttributes( {
								source: source as VideoProps[ 'source' ],
								mediaId: 0,
								url: '',
							} )
						}
						{ ...field }
					/>
					{ self ? (
						<MediaPicker
							label={ __( 'Video file address', 'inkblocks' ) }
							kind="video"
							id={ attributes.mediaId }
							url={ attributes.url }
							onChange={ ( media ) =>
								setAttributes( {
									mediaId: media.id,
									url: media.url,
								} )
							}
						/>
					) : (
						<TextControl
							label={ __( 'Video address or id', 'inkblocks' ) }
							help={ __(
								'The player loads from the provider in privacy-enhanced mode, only after the reader clicks.',
								'inkblocks'
							) }
							value={ attributes.url }
							onChange={ ( url: string ) =>
								setAttributes( { url } )
							}
							{ ...field }
						/>
					) }
					<TextControl
						label={ __( 'Title', 'inkblocks' ) }
						help={ __(
							'Names the player for screen readers and shows as the caption.',
							'inkblocks'
						) }
						value={ attributes.title }
						onChange={ ( title: string ) =>
							setAttributes( { title } )
						}
						{ ...field }
					/>
					<MediaPicker
						label={ __( 'Poster image address', 'inkblocks' ) }
						kind="image"
						id={ attributes.posterId }
						url={ attributes.poster }
						onChange={ ( media ) =>
							setAttributes( {
								posterId: media.id,
								poster: media.url,
							} )
						}
					/>
				</PanelBody>
				<PanelBody
					title={ __( 'Playback', 'inkblocks' ) }
					initialOpen={ false }
				>
					{ self && (
						<ToggleControl
							label={ __( 'Custom controls', 'inkblocks' ) }
							help={ __(
								'Otherwise the browser’s own controls.',
								'inkblocks'
							) }
							checked={ attributes.customControls }
							onChange={ ( customControls: boolean ) =>
								setAttributes( { customControls } )
							}
							__nextHasNoMarginBottom
						/>
					) }
					<ToggleControl
						label={ __( 'Loop', 'inkblocks' ) }
						checked={ attributes.loop }
						onChange={ ( loop: boolean ) =>
							setAttributes( { loop } )
						}
						__nextHasNoMarginBottom
					/>
					<ToggleControl
						label={ __( 'Start muted', 'inkblocks' ) }
						checked={ attributes.muted }
						onChange={ ( muted: boolean ) =>
							setAttributes( { muted } )
						}
						__nextHasNoMarginBottom
					/>
					<TextControl
						label={ __( 'Start at (seconds)', 'inkblocks' ) }
						type="number"
						min={ 0 }
						value={ String( attributes.start ) }
						onChange={ ( start: string ) =>
							setAttributes( {
								start: Math.max( 0, Number( start ) || 0 ),
							} )
						}
						{ ...field }
					/>
					<SelectControl
						label={ __( 'Aspect ratio', 'inkblocks' ) }
						value={ attributes.aspectRatio }
						options={ [ '16:9', '4:3', '1:1', '21:9', '9:16' ].map(
							( ratio ) => ( {
								label: ratio,
								value: ratio,
							} )
						) }
						onChange={ ( aspectRatio: string ) =>
							setAttributes( { aspectRatio } )
						}
						{ ...field }
					/>
				</PanelBody>
			</InspectorControls>
			<ServerSideRender
				block="inkblocks/video"
				attributes={ { ...attributes } }
			/>
		</div>
	);
}

// block.json is the one description of the block; its JSON types are wider than the library's.
registerBlockType(
	metadata as unknown as BlockConfiguration< VideoAttributes >,
	{
		edit: Edit,
		save: () => null,
	}
);

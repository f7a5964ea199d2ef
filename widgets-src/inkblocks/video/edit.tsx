/**
 * The "Video player" block in the editor: the source (a file, YouTube or Vimeo), poster, title and
 * playback settings, with a live server preview.
 */

/**
 * WordPress dependencies
 */
import {
	PanelBody,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	attributeProps,
	CONTROL_SIZE as field,
	type EditProps,
} from '../../common/editor/attribute-props';
import { ServerRenderedEdit } from '../../common/editor/ServerRenderedEdit';
import { MediaPicker } from '../media-player/MediaPicker';
import type { VideoAttributes, VideoProps } from './types';

/**
 * The "Video player" block in the editor.
 *
 * @param props               Edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates them.
 */
export function Edit( {
	attributes,
	setAttributes,
}: EditProps< VideoAttributes > ) {
	const bind = attributeProps( attributes, setAttributes );
	const self = attributes.source === 'self';
	return (
		<ServerRenderedEdit block="inkblocks/video" attributes={ attributes }>
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
						{ ...bind.text( 'url' ) }
						{ ...field }
					/>
				) }
				<TextControl
					label={ __( 'Title', 'inkblocks' ) }
					help={ __(
						'Names the player for screen readers and shows as the caption.',
						'inkblocks'
					) }
					{ ...bind.text( 'title' ) }
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
						{ ...bind.toggle( 'customControls' ) }
					/>
				) }
				<ToggleControl
					label={ __( 'Loop', 'inkblocks' ) }
					{ ...bind.toggle( 'loop' ) }
				/>
				<ToggleControl
					label={ __( 'Start muted', 'inkblocks' ) }
					{ ...bind.toggle( 'muted' ) }
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
		</ServerRenderedEdit>
	);
}

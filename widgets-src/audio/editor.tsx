/**
 * The editor side of the "Audio player" block: the playlist, the start volume and playback settings, with a
 * live server preview.
 */

/**
 * WordPress dependencies
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import {
	Button,
	PanelBody,
	RangeControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';

/**
 * Internal dependencies
 */
import metadata from '../../plugins/inkblocks/blocks/audio/block.json';
import { ListItemActions } from '../media-blocks/ListItemActions';
import { MediaPicker } from '../media-blocks/MediaPicker';
import { AUDIO_START_VOLUME } from '../media-blocks/constants';
import { moveAt, removeAt, updateAt } from '../media-blocks/list';
import type { AudioAttributes, TrackAttribute } from './types';

const field = { __nextHasNoMarginBottom: true, __next40pxDefaultSize: true };

function Edit( {
	attributes,
	setAttributes,
}: {
	attributes: AudioAttributes;
	setAttributes: ( next: Partial< AudioAttributes > ) => void;
} ) {
	const tracks = attributes.tracks;
	const setTracks = ( next: TrackAttribute[] ) =>
		setAttributes( { tracks: next } );
	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'Playlist', 'inkblocks' ) }>
					<TextControl
						label={ __( 'Title', 'inkblocks' ) }
						value={ attributes.title }
						onChange={ ( title: string ) =>
							setAttributes( { title } )
						}
						{ ...field }
					/>
					{ tracks.map( ( track, index ) => (
						<fieldset
							key={ index }
							className="inkblocks-editor-item"
						>
							<legend>
								{ track.title ||
									sprintf(
										/* translators: %d: track number. */
										__( 'Track %d', 'inkblocks' ),
										index + 1
									) }
							</legend>
							<MediaPicker
								label={ __(
									'Audio file address',
									'inkblocks'
								) }
								kind="audio"
								id={ track.id }
								url={ track.url }
								onChange={ ( media ) =>
									setTracks(
										updateAt( tracks, index, {
											id: media.id,
											url: media.url,
										} )
									)
								}
							/>
							<TextControl
								label={ __( 'Track title', 'inkblocks' ) }
								value={ track.title }
								onChange={ ( title: string ) =>
									setTracks(
										updateAt( tracks, index, { title } )
									)
								}
								{ ...field }
							/>
							<TextControl
								label={ __( 'Artist', 'inkblocks' ) }
								value={ track.artist }
								onChange={ ( artist: string ) =>
									setTracks(
										updateAt( tracks, index, { artist } )
									)
								}
								{ ...field }
							/>
							<ListItemActions
								index={ index }
								count={ tracks.length }
								onMove={ ( step ) =>
									setTracks( moveAt( tracks, index, step ) )
								}
								onRemove={ () =>
									setTracks( removeAt( tracks, index ) )
								}
							/>
						</fieldset>
					) ) }
					<Button
						variant="secondary"
						onClick={ () =>
							setTracks( [
								...tracks,
								{ id: 0, url: '', title: '', artist: '' },
							] )
						}
					>
						{ __( 'Add a track', 'inkblocks' ) }
					</Button>
				</PanelBody>
				<PanelBody
					title={ __( 'Playback', 'inkblocks' ) }
					initialOpen={ false }
				>
					<RangeControl
						label={ __( 'Start volume', 'inkblocks' ) }
						value={ attributes.volume }
						min={ 0 }
						max={ 1 }
						step={ 0.05 }
						onChange={ ( volume?: number ) =>
							setAttributes( {
								volume: volume ?? AUDIO_START_VOLUME,
							} )
						}
						{ ...field }
					/>
					<ToggleControl
						label={ __(
							'Play the next track at the end of one',
							'inkblocks'
						) }
						checked={ attributes.autoAdvance }
						onChange={ ( autoAdvance: boolean ) =>
							setAttributes( { autoAdvance } )
						}
						__nextHasNoMarginBottom
					/>
					<ToggleControl
						label={ __(
							'Start again after the last track',
							'inkblocks'
						) }
						checked={ attributes.loop }
						onChange={ ( loop: boolean ) =>
							setAttributes( { loop } )
						}
						__nextHasNoMarginBottom
					/>
				</PanelBody>
			</InspectorControls>
			<ServerSideRender
				block="inkblocks/audio"
				attributes={ { ...attributes } }
			/>
		</div>
	);
}

// block.json is the one description of the block; its JSON types are wider than the library's.
registerBlockType(
	metadata as unknown as BlockConfiguration< AudioAttributes >,
	{
		edit: Edit,
		save: () => null,
	}
);

/**
 * The "Audio player" block in the editor: the playlist, the start volume and playback settings, with a
 * live server preview.
 */

/**
 * WordPress dependencies
 */
import {
	PanelBody,
	RangeControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	attributeProps,
	CONTROL_SIZE as field,
	type EditProps,
} from '../../common/editor/attribute-props';
import { ItemListControl } from '../../common/editor/ItemListControl';
import { ServerRenderedEdit } from '../../common/editor/ServerRenderedEdit';
import { MediaPicker } from '../media-player/MediaPicker';
import { AUDIO_START_VOLUME } from '../media-player/constants';
import type { AudioAttributes } from './types';

/**
 * The "Audio player" block in the editor.
 *
 * @param props               Edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates them.
 */
export function Edit( {
	attributes,
	setAttributes,
}: EditProps< AudioAttributes > ) {
	const bind = attributeProps( attributes, setAttributes );
	return (
		<ServerRenderedEdit block="inkblocks/audio" attributes={ attributes }>
			<PanelBody title={ __( 'Playlist', 'inkblocks' ) }>
				<TextControl
					label={ __( 'Title', 'inkblocks' ) }
					{ ...bind.text( 'title' ) }
					{ ...field }
				/>
				<ItemListControl
					items={ attributes.tracks }
					onChange={ ( tracks ) => setAttributes( { tracks } ) }
					itemTitle={ ( track, index ) =>
						track.title ||
						sprintf(
							/* translators: %d: track number. */
							__( 'Track %d', 'inkblocks' ),
							index + 1
						)
					}
					renderItem={ ( track, update ) => (
						<>
							<MediaPicker
								label={ __(
									'Audio file address',
									'inkblocks'
								) }
								kind="audio"
								id={ track.id }
								url={ track.url }
								onChange={ ( media ) =>
									update( { id: media.id, url: media.url } )
								}
							/>
							<TextControl
								label={ __( 'Track title', 'inkblocks' ) }
								value={ track.title }
								onChange={ ( title: string ) =>
									update( { title } )
								}
								{ ...field }
							/>
							<TextControl
								label={ __( 'Artist', 'inkblocks' ) }
								value={ track.artist }
								onChange={ ( artist: string ) =>
									update( { artist } )
								}
								{ ...field }
							/>
						</>
					) }
					newItem={ () => ( {
						id: 0,
						url: '',
						title: '',
						artist: '',
					} ) }
					addLabel={ __( 'Add a track', 'inkblocks' ) }
				/>
			</PanelBody>
			<PanelBody
				title={ __( 'Playback', 'inkblocks' ) }
				initialOpen={ false }
			>
				<RangeControl
					label={ __( 'Start volume', 'inkblocks' ) }
					min={ 0 }
					max={ 1 }
					step={ 0.05 }
					{ ...bind.number( 'volume', AUDIO_START_VOLUME ) }
					{ ...field }
				/>
				<ToggleControl
					label={ __(
						'Play the next track at the end of one',
						'inkblocks'
					) }
					{ ...bind.toggle( 'autoAdvance' ) }
				/>
				<ToggleControl
					label={ __(
						'Start again after the last track',
						'inkblocks'
					) }
					{ ...bind.toggle( 'loop' ) }
				/>
			</PanelBody>
		</ServerRenderedEdit>
	);
}

/**
 * The "Audio player" block in the editor: a media placeholder on the canvas while it has no track (upload
 * files, pick them from the media library, or give an address), then the player as the page shows it: its
 * title and each track's title and artist typed in place, tracks added, moved, duplicated and removed from
 * the canvas and the block toolbar, each track's file chosen in place or replaced from the toolbar, and
 * the playback settings in the sidebar.
 */

/**
 * WordPress dependencies
 */
import {
	BlockControls,
	InspectorControls,
	MediaPlaceholder,
	MediaReplaceFlow,
	RichText,
	useBlockProps,
} from '@wordpress/block-editor';
import { PanelBody, RangeControl, ToggleControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	attributeProps,
	CONTROL_SIZE as field,
	type EditProps,
} from '../../common/editor/attribute-props';
import { AddItemButton } from '../media-items/AddItemButton';
import { ItemActions, ItemToolbar } from '../media-items/ItemControls';
import { useItemsEdit } from '../media-items/useItemsEdit';
import { AUDIO_START_VOLUME } from '../media-player/constants';
import type { AudioAttributes, TrackAttribute } from './types';

/** What the placeholder and the replace menu hand over. */
interface Media {
	id?: number;
	url: string;
	title?: string;
}

/** A new track: no file yet, no texts. */
export function newTrack(): TrackAttribute {
	return { id: 0, url: '', title: '', artist: '' };
}

/**
 * A track of a chosen file (its media library title as the track's).
 *
 * @param media The file.
 */
export function trackOf( media: Media ): TrackAttribute {
	return {
		id: media.id ?? 0,
		url: media.url,
		title: media.title ?? '',
		artist: '',
	};
}

/** Props of a RichText holding a plain one-line text (the server prints it as text). */
const PLAIN: {
	allowedFormats: string[];
	withoutInteractiveFormatting: true;
	disableLineBreaks: true;
} = {
	allowedFormats: [],
	withoutInteractiveFormatting: true,
	disableLineBreaks: true,
};

/**
 * The "Audio player" block in the editor.
 *
 * @param props               Edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates them.
 * @param props.isSelected    Whether the block is selected (its track buttons show then).
 */
export function Edit( {
	attributes,
	setAttributes,
	isSelected,
}: EditProps< AudioAttributes > & { isSelected: boolean } ) {
	const bind = attributeProps( attributes, setAttributes );
	const { tracks } = attributes;
	const blockProps = useBlockProps( {
		className: 'inkblocks-audio is-editing',
	} );
	const { list, active, setCurrent, update, add, controls } = useItemsEdit<
		TrackAttribute,
		HTMLOListElement
	>( tracks, ( next ) => setAttributes( { tracks: next } ), {
		labels: {
			back: __( 'Move track up', 'inkblocks' ),
			forward: __( 'Move track down', 'inkblocks' ),
			duplicate: __( 'Duplicate track', 'inkblocks' ),
			remove: __( 'Remove track', 'inkblocks' ),
		},
	} );
	const track = tracks[ active ];

	const settings = (
		<InspectorControls>
			<PanelBody title={ __( 'Playback', 'inkblocks' ) }>
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
		</InspectorControls>
	);

	if ( ! tracks.length ) {
		return (
			<figure { ...blockProps }>
				{ settings }
				<MediaPlaceholder
					icon="playlist-audio"
					labels={ {
						title: __( 'Audio player', 'inkblocks' ),
						instructions: __(
							'Upload audio files or pick them from the media library (several make a playlist), or give an address.',
							'inkblocks'
						),
					} }
					accept="audio/*"
					allowedTypes={ [ 'audio' ] }
					multiple
					onSelect={ ( media ) =>
						setAttributes( {
							tracks: ( Array.isArray( media )
								? media
								: [ media ]
							).map( trackOf ),
						} )
					}
					onSelectURL={ ( url ) =>
						setAttributes( { tracks: [ trackOf( { url } ) ] } )
					}
				/>
			</figure>
		);
	}

	return (
		<figure { ...blockProps }>
			{ settings }
			{ track && (
				<>
					<BlockControls group="block">
						<ItemToolbar { ...controls( active ) } />
					</BlockControls>
					<BlockControls group="other">
						<MediaReplaceFlow
							mediaId={ track.id || undefined }
							mediaURL={ track.url }
							allowedTypes={ [ 'audio' ] }
							accept="audio/*"
							name={
								track.url
									? __( 'Replace track file', 'inkblocks' )
									: __( 'Add track file', 'inkblocks' )
							}
							onSelect={ ( media ) =>
								update( active, {
									id: media.id ?? 0,
									url: media.url,
								} )
							}
							onSelectURL={ ( url ) =>
								update( active, { id: 0, url } )
							}
						/>
					</BlockControls>
				</>
			) }
			<RichText
				tagName="figcaption"
				className="inkblocks-audio__title"
				aria-label={ __( 'Player title', 'inkblocks' ) }
				placeholder={ __( 'Playlist title', 'inkblocks' ) }
				{ ...PLAIN }
				value={ attributes.title }
				onChange={ ( title ) => setAttributes( { title } ) }
			/>
			<div className="inkblocks-audio__island">
				<div className="inkblocks-player">
					{ track?.url ? (
						// The track being edited, to listen to; it plays only when asked.
						<audio
							className="inkblocks-audio__preview"
							src={ track.url }
							controls
							preload="none"
						/>
					) : null }
					<ol
						ref={ list }
						className="inkblocks-audio__playlist"
						aria-label={ __( 'Playlist', 'inkblocks' ) }
					>
						{ tracks.map( ( entry, index ) => (
							<li
								// Tracks have no id; the list edits keep the order.
								key={ index }
								data-item-index={ index }
								onFocus={ () => setCurrent( index ) }
							>
								<div
									className={ `inkblocks-audio__item${
										index === active ? ' is-current' : ''
									}` }
								>
									<RichText
										tagName="span"
										className="inkblocks-audio__item-title"
										aria-label={ sprintf(
											/* translators: %d: track number. */
											__( 'Track %d title', 'inkblocks' ),
											index + 1
										) }
										placeholder={ __(
											'Track title',
											'inkblocks'
										) }
										{ ...PLAIN }
										value={ entry.title }
										onChange={ ( title ) =>
											update( index, { title } )
										}
									/>
									<RichText
										tagName="span"
										className="inkblocks-audio__item-artist"
										aria-label={ sprintf(
											/* translators: %d: track number. */
											__(
												'Track %d artist',
												'inkblocks'
											),
											index + 1
										) }
										placeholder={ __(
											'Artist',
											'inkblocks'
										) }
										{ ...PLAIN }
										value={ entry.artist }
										onChange={ ( artist ) =>
											update( index, { artist } )
										}
										__unstableOnSplitAtEnd={ () =>
											add( index + 1, newTrack() )
										}
									/>
								</div>
								{ ! entry.url && (
									<MediaPlaceholder
										className="inkblocks-audio__file"
										icon="format-audio"
										labels={ {
											title: sprintf(
												/* translators: %d: track number. */
												__(
													'Track %d file',
													'inkblocks'
												),
												index + 1
											),
											instructions: __(
												'Upload an audio file, pick one from the media library or give its address.',
												'inkblocks'
											),
										} }
										accept="audio/*"
										allowedTypes={ [ 'audio' ] }
										onSelect={ ( media ) =>
											update( index, {
												id: media.id ?? 0,
												url: media.url,
												...( entry.title ||
												! media.title
													? {}
													: { title: media.title } ),
											} )
										}
										onSelectURL={ ( url ) =>
											update( index, { id: 0, url } )
										}
									/>
								) }
								{ isSelected && (
									<ItemActions { ...controls( index ) } />
								) }
							</li>
						) ) }
					</ol>
				</div>
			</div>
			{ isSelected && (
				<AddItemButton
					label={ __( 'Add track', 'inkblocks' ) }
					onClick={ () => add( tracks.length, newTrack() ) }
				/>
			) }
		</figure>
	);
}

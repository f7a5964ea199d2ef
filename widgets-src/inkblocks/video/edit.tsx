/**
 * The "Video player" block in the editor: a media placeholder on the canvas while it has no video (upload a
 * file, pick one from the media library, or paste a YouTube or Vimeo address), then the player as the page
 * shows it with its title typed in place below, the video and poster replaced from the block toolbar, and
 * the playback settings in the sidebar.
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
	MediaPlaceholder,
	MediaReplaceFlow,
	RichText,
	useBlockProps,
} from '@wordpress/block-editor';
import {
	PanelBody,
	SelectControl,
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
import { EditingContext } from '../../common/editor/editing';
import { sourceOf } from './source';
import type { VideoAttributes } from './types';
import { VideoPlayer } from './VideoPlayer';

/** What the placeholder and the replace menu hand over. */
interface Media {
	id?: number;
	url: string;
	title?: string;
}

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
	const [ width, height ] = attributes.aspectRatio.split( ':' );
	const blockProps = useBlockProps( {
		className: `inkblocks-video is-source-${ attributes.source }`,
		style: {
			'--inkblocks-video-ratio': `${ width } / ${ height }`,
		} as CSSProperties,
	} );

	// A file of the media library, or an address: a YouTube or Vimeo one embeds, any other plays as a file.
	const chooseFile = ( media: Media ) =>
		setAttributes( {
			source: 'self',
			mediaId: media.id ?? 0,
			url: media.url,
			...( ! attributes.title && media.title
				? { title: media.title }
				: {} ),
		} );
	const chooseAddress = ( url: string ) =>
		setAttributes( { source: sourceOf( url ), mediaId: 0, url } );

	const settings = (
		<InspectorControls>
			<PanelBody title={ __( 'Playback', 'inkblocks' ) }>
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
		</InspectorControls>
	);

	if ( ! attributes.url ) {
		return (
			<figure { ...blockProps }>
				{ settings }
				<MediaPlaceholder
					icon="video-alt3"
					labels={ {
						title: __( 'Video player', 'inkblocks' ),
						instructions: __(
							'Upload a video file, pick one from the media library, or paste a YouTube or Vimeo address.',
							'inkblocks'
						),
					} }
					accept="video/*"
					allowedTypes={ [ 'video' ] }
					onSelect={ chooseFile }
					onSelectURL={ chooseAddress }
				/>
			</figure>
		);
	}

	const provider = attributes.source === 'vimeo' ? 'Vimeo' : 'YouTube';
	const title = attributes.title || __( 'Video', 'inkblocks' );
	return (
		<figure { ...blockProps }>
			{ settings }
			<BlockControls group="other">
				<MediaReplaceFlow
					mediaId={ attributes.mediaId || undefined }
					mediaURL={ attributes.url }
					allowedTypes={ [ 'video' ] }
					accept="video/*"
					name={ __( 'Replace video', 'inkblocks' ) }
					onSelect={ chooseFile }
					onSelectURL={ chooseAddress }
				/>
				<MediaReplaceFlow
					mediaId={ attributes.posterId || undefined }
					mediaURL={ attributes.poster }
					allowedTypes={ [ 'image' ] }
					accept="image/*"
					name={
						attributes.poster
							? __( 'Replace poster', 'inkblocks' )
							: __( 'Add poster', 'inkblocks' )
					}
					onSelect={ ( media ) =>
						setAttributes( {
							posterId: media.id ?? 0,
							poster: media.url,
						} )
					}
					onSelectURL={ ( poster ) =>
						setAttributes( { posterId: 0, poster } )
					}
					onReset={
						attributes.poster
							? () => setAttributes( { posterId: 0, poster: '' } )
							: undefined
					}
				/>
			</BlockControls>
			<div className="inkblocks-video__island">
				{ self ? (
					<EditingContext.Provider value>
						<VideoPlayer
							source="self"
							src={ attributes.url }
							embed=""
							watch=""
							poster={ attributes.poster }
							title={ attributes.title }
							customControls={ attributes.customControls }
							loop={ attributes.loop }
							muted={ attributes.muted }
							start={ attributes.start }
							aspectRatio={ attributes.aspectRatio }
						/>
					</EditingContext.Provider>
				) : (
					// The provider's player loads on the page after a click; here, its poster only.
					<div className="inkblocks-video__watch">
						{ attributes.poster && (
							<img
								className="inkblocks-video__poster"
								src={ attributes.poster }
								alt=""
							/>
						) }
						<span className="inkblocks-video__watch-label">
							{ sprintf(
								/* translators: 1: video title, 2: YouTube or Vimeo. */
								__( 'Watch “%1$s” on %2$s', 'inkblocks' ),
								title,
								provider
							) }
						</span>
					</div>
				) }
			</div>
			<RichText
				tagName="figcaption"
				className="inkblocks-video__caption"
				aria-label={ __( 'Video title', 'inkblocks' ) }
				placeholder={ __(
					'Title (names the player for screen readers)',
					'inkblocks'
				) }
				allowedFormats={ [] }
				withoutInteractiveFormatting
				disableLineBreaks
				value={ attributes.title }
				onChange={ ( value ) => setAttributes( { title: value } ) }
			/>
		</figure>
	);
}

/**
 * WordPress dependencies
 */
import {
	MediaUpload,
	MediaUploadCheck,
	type MediaItem,
} from '@wordpress/block-editor';
import { Button, PanelBody, TextControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ListItemTextActions } from '../../common/editor/ListItemActions';
import { moveAt, removeAt, updateAt } from '../../common/editor/list';
import type { SlideAttribute } from './types';

/**
 * The editor's list of slides: add images from the media library, then give each a title, a text, a link
 * and an alternative text; reorder, replace or remove them.
 *
 * @param props          Panel props.
 * @param props.slides   The slides attribute.
 * @param props.onChange Called with the new list.
 */
export function SlidesPanel( {
	slides,
	onChange,
}: {
	slides: SlideAttribute[];
	onChange: ( slides: SlideAttribute[] ) => void;
} ) {
	const update = ( index: number, change: Partial< SlideAttribute > ) =>
		onChange( updateAt( slides, index, change ) );
	const fromMedia = ( media: MediaItem ): SlideAttribute => ( {
		id: media.id,
		url: media.url,
		alt: media.alt ?? '',
		title: media.title ?? '',
		text: '',
		link: '',
	} );

	return (
		<PanelBody title={ __( 'Slides', 'inkblocks' ) }>
			<MediaUploadCheck>
				<MediaUpload
					allowedTypes={ [ 'image' ] }
					multiple
					gallery
					onSelect={ ( media ) =>
						onChange( [
							...slides,
							...( Array.isArray( media )
								? media
								: [ media ]
							).map( fromMedia ),
						] )
					}
					render={ ( { open } ) => (
						<Button variant="secondary" onClick={ open }>
							{ __( 'Add images', 'inkblocks' ) }
						</Button>
					) }
				/>
			</MediaUploadCheck>
			{ slides.map( ( slide, index ) => (
				<fieldset
					key={ index }
					className="inkblocks-slides-panel__slide"
				>
					<legend>
						{ sprintf(
							/* translators: %d: slide number. */
							__( 'Slide %d', 'inkblocks' ),
							index + 1
						) }
					</legend>
					{ slide.url && (
						<img
							src={ slide.url }
							alt=""
							width={ 120 }
							height={ 80 }
						/>
					) }
					<TextControl
						label={ __( 'Title', 'inkblocks' ) }
						value={ slide.title ?? '' }
						onChange={ ( title: string ) =>
							update( index, { title } )
						}
						__nextHasNoMarginBottom
					/>
					<TextControl
						label={ __( 'Text', 'inkblocks' ) }
						value={ slide.text ?? '' }
						onChange={ ( text: string ) =>
							update( index, { text } )
						}
						__nextHasNoMarginBottom
					/>
					<TextControl
						label={ __( 'Link', 'inkblocks' ) }
						type="url"
						value={ slide.link ?? '' }
						onChange={ ( link: string ) =>
							update( index, { link } )
						}
						__nextHasNoMarginBottom
					/>
					<TextControl
						label={ __( 'Alternative text', 'inkblocks' ) }
						value={ slide.alt ?? '' }
						onChange={ ( alt: string ) => update( index, { alt } ) }
						__nextHasNoMarginBottom
					/>
					<div className="inkblocks-slides-panel__actions">
						<MediaUploadCheck>
							<MediaUpload
								allowedTypes={ [ 'image' ] }
								value={ slide.id }
								onSelect={ ( media ) =>
									update( index, {
										id: media.id,
										url: media.url,
										alt: media.alt ?? slide.alt,
									} )
								}
								render={ ( { open } ) => (
									<Button variant="link" onClick={ open }>
										{ __( 'Replace', 'inkblocks' ) }
									</Button>
								) }
							/>
						</MediaUploadCheck>
						<ListItemTextActions
							variant="link"
							index={ index }
							count={ slides.length }
							onMove={ ( step ) =>
								onChange( moveAt( slides, index, step ) )
							}
							onRemove={ () =>
								onChange( removeAt( slides, index ) )
							}
						/>
					</div>
				</fieldset>
			) ) }
		</PanelBody>
	);
}

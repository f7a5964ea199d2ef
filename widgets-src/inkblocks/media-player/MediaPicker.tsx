/**
 * WordPress dependencies
 */
import { MediaUpload, MediaUploadCheck } from '@wordpress/block-editor';
import { Button, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

interface MediaPickerProps {
	label: string;
	/** MIME top-level type: image, audio or video. */
	kind: string;
	id: number;
	url: string;
	onChange: ( media: { id: number; url: string; alt?: string } ) => void;
}

/**
 * An editor field for a media block's file: choose it from the media library, or type an address (which
 * forgets the library item). The server accepts the library item when it is of the right kind, else the
 * address.
 *
 * @param props          Label, kind, current value and change handler.
 * @param props.label
 * @param props.kind
 * @param props.id
 * @param props.url
 * @param props.onChange
 */
export function MediaPicker( {
	label,
	kind,
	id,
	url,
	onChange,
}: MediaPickerProps ) {
	return (
		<div className="inkblocks-media-picker">
			<TextControl
				label={ label }
				type="url"
				value={ url }
				onChange={ ( value: string ) =>
					onChange( { id: 0, url: value } )
				}
				__nextHasNoMarginBottom
				__next40pxDefaultSize
			/>
			<MediaUploadCheck>
				<MediaUpload
					allowedTypes={ [ kind ] }
					value={ id || undefined }
					onSelect={ ( media ) =>
						onChange( {
							id: media.id,
							url: media.url,
							alt: media.alt,
						} )
					}
					render={ ( { open } ) => (
						<Button variant="secondary" onClick={ open }>
							{ id
								? __(
										'Replace from the media library',
										'inkblocks'
									)
								: __(
										'Choose from the media library',
										'inkblocks'
									) }
						</Button>
					) }
				/>
			</MediaUploadCheck>
		</div>
	);
}

/**
 * WordPress dependencies
 */
import { MediaUpload, MediaUploadCheck } from '@wordpress/block-editor';
import { BaseControl, Button } from '@wordpress/components';
import { useId } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * An image setting of a block's inspector: choose, replace or remove an image of the media library.
 *
 * @param props          Control props.
 * @param props.label    Label.
 * @param props.id       Attachment id (0 for none).
 * @param props.url      Its URL, for the preview.
 * @param props.onChange Called with the new id and URL (0 and '' when removed).
 */
export function MediaControl( props: {
	label: string;
	id: number;
	url: string;
	onChange: ( id: number, url: string ) => void;
} ) {
	const id = useId();
	return (
		<BaseControl id={ id } label={ props.label } __nextHasNoMarginBottom>
			{ props.url && (
				<img src={ props.url } alt="" style={ { maxWidth: '100%' } } />
			) }
			<MediaUploadCheck>
				<MediaUpload
					allowedTypes={ [ 'image' ] }
					value={ props.id }
					onSelect={ ( media ) =>
						props.onChange( media.id, media.url )
					}
					render={ ( { open } ) => (
						<Button id={ id } variant="secondary" onClick={ open }>
							{ props.url
								? __( 'Replace image', 'inkblocks' )
								: __( 'Choose image', 'inkblocks' ) }
						</Button>
					) }
				/>
			</MediaUploadCheck>
			{ props.url && (
				<Button
					variant="link"
					isDestructive
					onClick={ () => props.onChange( 0, '' ) }
				>
					{ __( 'Remove image', 'inkblocks' ) }
				</Button>
			) }
		</BaseControl>
	);
}

/**
 * More parts of @wordpress/block-editor, used by the content blocks' editors. Components are declared as
 * functions so another declaration of the same name merges as an overload.
 */
declare module '@wordpress/block-editor' {
	import type { ReactElement, ReactNode } from 'react';

	/** What the media library returns for a chosen image. */
	export interface MediaItem {
		id: number;
		url: string;
		alt?: string;
		title?: string;
	}

	/**
	 * Opens the media library.
	 *
	 * @param props              Library options and the opener's render function.
	 * @param props.onSelect
	 * @param props.allowedTypes
	 * @param props.multiple
	 * @param props.gallery
	 * @param props.value
	 * @param props.render
	 */
	export function MediaUpload( props: {
		onSelect: ( media: MediaItem & MediaItem[] ) => void;
		allowedTypes?: string[];
		multiple?: boolean;
		gallery?: boolean;
		value?: number | number[];
		render: ( args: { open: () => void } ) => ReactNode;
	} ): ReactElement | null;

	/**
	 * Renders its children only for users who may upload.
	 *
	 * @param props          Children.
	 * @param props.children
	 */
	export function MediaUploadCheck( props: {
		children?: ReactNode;
	} ): ReactElement | null;

	/**
	 * The nested blocks of a block in the editor.
	 *
	 * @param props               Allowed blocks and template.
	 * @param props.allowedBlocks
	 * @param props.template
	 * @param props.templateLock
	 */
	export function InnerBlocks( props: {
		allowedBlocks?: string[];
		template?: Array< [ string, Record< string, unknown >? ] >;
		templateLock?: false | 'all' | 'insert';
	} ): ReactElement | null;

	export namespace InnerBlocks {
		/** The saved markup of the nested blocks. */
		function Content(): ReactElement | null;
	}
}

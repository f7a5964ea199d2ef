/**
 * The media-library parts of @wordpress/block-editor that the blocks' editors use (the package ships no types).
 */
declare module '@wordpress/block-editor' {
	import type { ComponentType, ReactNode } from 'react';

	/** A media library item as MediaUpload hands it over. */
	export interface MediaItem {
		id: number;
		url: string;
		alt?: string;
		title?: string;
		caption?: string;
		mime?: string;
		width?: number;
		height?: number;
	}

	export const MediaUpload: ComponentType< {
		/**
		 * The chosen item, or the list of them with `multiple`. Method syntax: each caller's callback
		 * may take the narrower shape it asked for.
		 *
		 * @param media The chosen item or items.
		 */
		// eslint-disable-next-line @typescript-eslint/method-signature-style -- bivariant on purpose (see above).
		onSelect( media: MediaItem & MediaItem[] ): void;
		allowedTypes?: string[];
		multiple?: boolean;
		gallery?: boolean;
		value?: number | number[];
		render: ( args: { open: () => void } ) => ReactNode;
	} >;

	export const MediaUploadCheck: ComponentType< { children?: ReactNode } >;
}

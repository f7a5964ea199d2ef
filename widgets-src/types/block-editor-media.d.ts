/**
 * The media parts of @wordpress/block-editor that the media blocks' editors use (the package ships no types).
 */
declare module '@wordpress/block-editor' {
	import type { ComponentType, ReactNode } from 'react';

	/** A media library item as MediaUpload hands it over. */
	export interface MediaItem {
		id: number;
		url: string;
		alt?: string;
		title?: string;
		mime?: string;
	}

	export const MediaUpload: ComponentType< {
		onSelect: ( media: MediaItem ) => void;
		allowedTypes?: string[];
		value?: number;
		render: ( args: { open: () => void } ) => ReactNode;
	} >;

	export const MediaUploadCheck: ComponentType< { children?: ReactNode } >;
}

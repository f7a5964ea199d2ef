/**
 * The media-library parts of @wordpress/block-editor used by the content blocks' editors.
 */
declare module '@wordpress/block-editor' {
	import type { ComponentType, ReactNode } from 'react';

	export const MediaUploadCheck: ComponentType< { children?: ReactNode } >;

	export const MediaUpload: ComponentType< {
		allowedTypes?: string[];
		value?: number;
		// The selected attachment's shape depends on the media type; each caller narrows it.
		onSelect: ( media: never ) => void;
		render: ( props: { open: () => void } ) => ReactNode;
	} >;
}

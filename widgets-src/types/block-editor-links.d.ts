/**
 * The link and media parts of @wordpress/block-editor that in-canvas editing uses (issue 16): the link
 * popover of buttons, the media placeholder and the toolbar's replace menu.
 */
declare module '@wordpress/block-editor' {
	import type { ComponentType, ReactNode } from 'react';

	/** A link as the link popover edits it. */
	interface LinkValue {
		url?: string;
		title?: string;
		opensInNewTab?: boolean;
	}

	/** The link popover of core's Button and Navigation blocks. */
	export const LinkControl: ComponentType< {
		value: LinkValue;
		settings?: unknown[];
		forceIsEditingLink?: boolean;
		onChange: ( value: LinkValue ) => void;
		onRemove?: () => void;
	} >;

	/** The media chosen in a placeholder or the replace menu. */
	interface ChosenMedia {
		id?: number;
		url: string;
		alt?: string;
	}

	export const MediaPlaceholder: ComponentType< {
		icon?: unknown;
		labels?: { title?: string; instructions?: string };
		accept?: string;
		allowedTypes?: string[];
		onSelect: ( media: ChosenMedia ) => void;
		onSelectURL?: ( url: string ) => void;
		children?: ReactNode;
	} >;

	export const MediaReplaceFlow: ComponentType< {
		mediaId?: number;
		mediaURL?: string;
		accept?: string;
		allowedTypes?: string[];
		name?: string;
		onSelect: ( media: ChosenMedia ) => void;
		onSelectURL?: ( url: string ) => void;
		onReset?: () => void;
		children?: ReactNode;
	} >;
}

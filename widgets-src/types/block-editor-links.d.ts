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
		title?: string;
		caption?: string;
		mime?: string;
		width?: number;
		height?: number;
	}

	export const MediaPlaceholder: ComponentType< {
		icon?: unknown;
		labels?: { title?: string; instructions?: string };
		accept?: string;
		allowedTypes?: string[];
		/**
		 * The chosen item, or the list of them with `multiple`. Method syntax: each caller's callback may
		 * take the narrower shape it asked for.
		 *
		 * @param media The chosen item or items.
		 */
		// eslint-disable-next-line @typescript-eslint/method-signature-style -- bivariant on purpose (see above).
		onSelect( media: ChosenMedia & ChosenMedia[] ): void;
		onSelectURL?: ( url: string ) => void;
		/** Several files at once (onSelect then receives a list). */
		multiple?: boolean;
		className?: string;
		/** Only the upload and library buttons, without the frame of a placeholder. */
		isAppender?: boolean;
		disableMediaButtons?: boolean;
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

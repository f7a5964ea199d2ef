/**
 * The parts of @wordpress/block-editor that in-canvas editing uses (issue 16): RichText, the variation
 * picker of starting points, the block toolbar and the store.
 */
declare module '@wordpress/block-editor' {
	import type { ComponentType, ReactNode } from 'react';
	import type { BlockVariation } from '@wordpress/blocks';
	import type {
		ReduxStoreConfig,
		StoreDescriptor,
	} from '@wordpress/data/build-types/types';

	/** Inline HTML edited in place; stored as a string attribute. */
	export const RichText: ComponentType< {
		tagName?: string;
		value: string;
		onChange: ( value: string ) => void;
		placeholder?: string;
		allowedFormats?: string[];
		withoutInteractiveFormatting?: boolean;
		disableLineBreaks?: boolean;
		className?: string;
		identifier?: string;
		'aria-label'?: string;
		id?: string;
		/** Enter with the caret at the end (a list adds its next item). */
		__unstableOnSplitAtEnd?: () => void;
		/** Backspace in an empty value (a list removes the item). */
		onRemove?: ( forward: boolean ) => void;
		/** No formats at all: the value is the plain text itself (no entities), as a field's label. */
		__unstableDisableFormats?: boolean;
	} > & {
		Content: ComponentType< {
			tagName?: string;
			value: string;
			className?: string;
		} >;
	};

	export const __experimentalBlockVariationPicker: ComponentType< {
		icon?: unknown;
		label?: string;
		instructions?: string;
		variations: BlockVariation[];
		onSelect: ( variation?: BlockVariation ) => void;
		allowSkip?: boolean;
	} >;

	export const BlockControls: ComponentType< {
		group?: 'default' | 'block' | 'inline' | 'other' | 'parent';
		children?: ReactNode;
	} >;

	/** The actions of the block editor's store that Inkwell's editors call. */
	interface BlockEditorActions {
		updateBlockAttributes: (
			clientId: string,
			attributes: Record< string, unknown >
		) => void;
		replaceInnerBlocks: (
			clientId: string,
			blocks: unknown[],
			updateSelection?: boolean
		) => void;
		/** The next change is bookkeeping, not an edit: it makes no undo level. */
		__unstableMarkNextChangeAsNotPersistent: () => void;
	}

	export const store: StoreDescriptor<
		ReduxStoreConfig< unknown, BlockEditorActions, Record< string, never > >
	>;
}

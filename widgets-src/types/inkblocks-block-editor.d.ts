/**
 * More of @wordpress/block-editor, for the Inkblocks content blocks' editors.
 */
declare module '@wordpress/block-editor' {
	import type { ComponentType, ReactNode } from 'react';

	/** A block template: [name, attributes, inner template]. */
	type Template = Array< [ string, Record< string, unknown >? ] >;

	/** Options of the inner blocks area. */
	interface InnerBlocksOptions {
		allowedBlocks?: string[];
		template?: Template;
		templateLock?: 'all' | 'insert' | 'contentOnly' | false;
		orientation?: 'horizontal' | 'vertical';
		renderAppender?: ComponentType | false;
		/** The block the appender inserts, with directInsert without asking which. */
		defaultBlock?: {
			name: string;
			attributes?: Record< string, unknown >;
		};
		directInsert?: boolean;
	}

	export const InnerBlocks: ComponentType< InnerBlocksOptions > & {
		Content: ComponentType;
		ButtonBlockAppender: ComponentType;
	};

	/**
	 * Props of an element that holds the block's inner blocks.
	 *
	 * @param props   Props of the element (from useBlockProps).
	 * @param options Inner blocks options.
	 */
	export function useInnerBlocksProps(
		props?: Record< string, unknown >,
		options?: InnerBlocksOptions
	): Record< string, unknown >;

	/** Block context for the blocks inside: each reads the keys its block.json lists in usesContext. */
	export const BlockContextProvider: ComponentType< {
		value: Record< string, unknown >;
		children?: ReactNode;
	} >;

	export const PlainText: ComponentType< {
		value: string;
		onChange: ( value: string ) => void;
		placeholder?: string;
		className?: string;
		'aria-label'?: string;
	} >;
}

/**
 * More of @wordpress/block-editor, for the Inkblocks content blocks' editors.
 */
declare module '@wordpress/block-editor' {
	import type { ComponentType } from 'react';

	/** A block template: [name, attributes, inner template]. */
	type Template = Array< [ string, Record< string, unknown >? ] >;

	/** Options of the inner blocks area. */
	interface InnerBlocksOptions {
		allowedBlocks?: string[];
		template?: Template;
		templateLock?: 'all' | 'insert' | 'contentOnly' | false;
		orientation?: 'horizontal' | 'vertical';
		renderAppender?: ComponentType | false;
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

	export const PlainText: ComponentType< {
		value: string;
		onChange: ( value: string ) => void;
		placeholder?: string;
		className?: string;
		'aria-label'?: string;
	} >;
}

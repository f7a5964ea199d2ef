/**
 * The parts of @wordpress/block-editor that Inkwell uses: the package ships no type declarations.
 */
declare module '@wordpress/block-editor' {
	import type { ComponentType, ReactNode } from 'react';

	export const InspectorControls: ComponentType< { children?: ReactNode } >;

	/**
	 * Props of a block's wrapper element in the editor.
	 *
	 * @param props Extra props to merge.
	 */
	export function useBlockProps(
		props?: Record< string, unknown >
	): Record< string, unknown >;
}

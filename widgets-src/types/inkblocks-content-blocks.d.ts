/**
 * More parts of @wordpress/block-editor, used by the content blocks' editors.
 */
declare module '@wordpress/block-editor' {
	import type { ReactElement } from 'react';

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

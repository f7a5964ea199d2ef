/**
 * The one editor script of all field blocks (build/fields/editor.js, the handle
 * inkwell-forms-fields-editor-script that each field block's block.json names as its editorScript).
 *
 * One script rather than an index.tsx per field folder: the field blocks share one edit component, which
 * would otherwise be bundled once per field type. The server passes the block.json of every field block
 * it registered (Blocks\Registry), and this registers the editor side of each, so a new field folder
 * needs no change here.
 */

/**
 * Internal dependencies
 */
import {
	registerBlock,
	type BlockMetadata,
} from '../../common/editor/register-block';
import { FieldEdit } from './FieldEdit';
import type { FieldBlockAttributes } from './types';

declare global {
	interface Window {
		/** Printed before this script by Blocks\Registry::describe_field_blocks(). */
		inkwellFormsFieldBlocks?: Array<
			BlockMetadata< FieldBlockAttributes >
		>;
	}
}

for ( const metadata of window.inkwellFormsFieldBlocks ?? [] ) {
	registerBlock< FieldBlockAttributes >( metadata, {
		edit: FieldEdit,
		save: () => null,
	} );
}

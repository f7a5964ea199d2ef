/**
 * Registers a block's editor side from its block.json, typed by the attributes its types.ts declares.
 */

/**
 * WordPress dependencies
 */
import {
	registerBlockType,
	type BlockConfiguration,
	type BlockVariation,
} from '@wordpress/blocks';

/**
 * What the editor reads of a block.json. Every attribute the block's type declares must be in it, so the
 * type cannot drift from block.json: a missing one fails `tsc`.
 */
export interface BlockMetadata< A > {
	name: string;
	title: string;
	category: string;
	attributes: {
		[ K in keyof A ]-?: { type?: string | string[]; default?: unknown };
	};
}

/**
 * The editor settings of a block: everything but what block.json declares. A variation sets some of the
 * attributes only.
 */
export type EditorSettings< A extends Record< string, unknown > > = Omit<
	Partial< BlockConfiguration< A > >,
	'name' | 'title' | 'category' | 'attributes' | 'variations'
> & { variations?: Array< BlockVariation< Partial< A > > > };

/**
 * Registers a block's editor side. The rest of block.json (supports, icon, context) reaches the editor
 * from the server's registration of the same file.
 *
 * @param metadata The block's block.json.
 * @param settings Edit, save and the other editor settings.
 */
export function registerBlock< A extends Record< string, unknown > >(
	metadata: BlockMetadata< A >,
	settings: EditorSettings< A >
): void {
	const { name, title, category, attributes } = metadata;
	registerBlockType< A >(
		{ name, title, category, attributes },
		// Variations are typed with partial attributes above; WordPress merges them with the defaults.
		settings as Partial< BlockConfiguration< A > >
	);
}

/**
 * The editor of a block rendered on the server (save returns null): its settings in the sidebar and its
 * server render as the preview.
 */

/**
 * External dependencies
 */
import type { ReactElement, ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import ServerSideRender from '@wordpress/server-side-render';

/**
 * Internal dependencies
 */
import type { EditProps } from './attribute-props';

/**
 * The block in the editor: the inspector panels given as children, then the server preview.
 *
 * @param props            The props.
 * @param props.block      Block name.
 * @param props.attributes Its attributes.
 * @param props.children   The inspector panels.
 */
export function ServerRenderedEdit( {
	block,
	attributes,
	children,
}: {
	block: string;
	attributes: object;
	children: ReactNode;
} ) {
	return (
		<div { ...useBlockProps() }>
			<InspectorControls>{ children }</InspectorControls>
			<ServerSideRender
				block={ block }
				attributes={ { ...attributes } }
			/>
		</div>
	);
}

/**
 * Registers a server-rendered block with its editor.
 *
 * @param metadata The block.json.
 * @param edit     The editor component.
 */
export function registerServerRenderedBlock<
	T extends Record< string, unknown >,
>(
	metadata: unknown,
	edit: ( props: EditProps< T > & { clientId: string } ) => ReactElement
): void {
	// block.json is the one description of the block; its JSON types are wider than the library's.
	registerBlockType( metadata as unknown as BlockConfiguration< T >, {
		edit,
		save: () => null,
	} );
}

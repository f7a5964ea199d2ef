/**
 * The editor of a block rendered on the server (save returns null): its settings in the sidebar and its
 * server render as the preview.
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import ServerSideRender from '@wordpress/server-side-render';

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

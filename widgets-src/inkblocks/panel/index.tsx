/**
 * Registers the Panel block's editor side: the item of tabs, accordion and switcher.
 */

/**
 * WordPress dependencies
 */
import { InnerBlocks } from '@wordpress/block-editor';

/**
 * Internal dependencies
 */
import { registerBlock } from '../../common/editor/register-block';
import metadata from './block.json';
import { Edit } from './edit';
import type { PanelAttributes } from './types';

registerBlock< PanelAttributes >( metadata, {
	edit: Edit,
	save: () => <InnerBlocks.Content />,
} );

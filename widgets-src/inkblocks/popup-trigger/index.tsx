/**
 * Registers the Popup trigger block's editor side.
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
import type { PopupTriggerAttributes } from './types';
import { variations } from './variations';

registerBlock< PopupTriggerAttributes >( metadata, {
	edit: Edit,
	save: () => <InnerBlocks.Content />,
	variations: variations(),
} );

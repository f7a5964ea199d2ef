/**
 * Registers the Dropbar block's editor side.
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
import type { DropbarAttributes } from './types';
import { variations } from './variations';
import './editor.scss';

registerBlock< DropbarAttributes >( metadata, {
	edit: Edit,
	save: () => <InnerBlocks.Content />,
	variations: variations(),
} );

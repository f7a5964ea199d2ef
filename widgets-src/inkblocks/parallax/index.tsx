/**
 * Registers the Parallax section block's editor side; its nested blocks are saved in the post.
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
import type { ParallaxAttributes } from './types';
import { variations } from './variations';
import './editor.scss';

registerBlock< ParallaxAttributes >( metadata, {
	edit: Edit,
	save: () => <InnerBlocks.Content />,
	variations: variations(),
} );

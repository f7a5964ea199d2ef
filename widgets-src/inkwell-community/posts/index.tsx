/**
 * Registers the inkwell/posts block's editor side.
 */

/**
 * Internal dependencies
 */
import { registerBlock } from '../../common/editor/register-block';
import metadata from './block.json';
import { Edit } from './edit';
import type { PostsAttributes } from './types';
import { variations } from './variations';

registerBlock< PostsAttributes >( metadata, {
	edit: Edit,
	save: () => null,
	variations: variations(),
} );

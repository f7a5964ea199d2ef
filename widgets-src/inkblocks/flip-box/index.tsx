/**
 * Registers the Flip box block's editor side.
 */

/**
 * Internal dependencies
 */
import { registerBlock } from '../../common/editor/register-block';
import metadata from './block.json';
import { Edit } from './edit';
import type { FlipBoxAttributes } from './types';
import { variations } from './variations';

registerBlock< FlipBoxAttributes >( metadata, {
	edit: Edit,
	save: () => null,
	variations: variations(),
} );

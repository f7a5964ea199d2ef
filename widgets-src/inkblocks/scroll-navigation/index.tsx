/**
 * Registers the Scroll navigation block's editor side.
 */

/**
 * Internal dependencies
 */
import { registerBlock } from '../../common/editor/register-block';
import metadata from './block.json';
import { Edit } from './edit';
import type { ScrollNavigationAttributes } from './types';

registerBlock< ScrollNavigationAttributes >( metadata, {
	edit: Edit,
	save: () => null,
} );

/**
 * Registers the "Map" block's editor side.
 */

/**
 * Internal dependencies
 */
import { registerBlock } from '../../common/editor/register-block';
import metadata from './block.json';
import { Edit } from './edit';
import type { MapAttributes } from './types';

registerBlock< MapAttributes >( metadata, {
	edit: Edit,
	save: () => null,
} );

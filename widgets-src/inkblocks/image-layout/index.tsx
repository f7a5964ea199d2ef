/**
 * Registers the "Justified images" block's editor side.
 */

/**
 * Internal dependencies
 */
import { registerBlock } from '../../common/editor/register-block';
import metadata from './block.json';
import { Edit } from './edit';
import type { ImageLayoutAttributes } from './types';

registerBlock< ImageLayoutAttributes >( metadata, {
	edit: Edit,
	save: () => null,
} );

/**
 * Registers the Contact form block's editor side.
 */

/**
 * Internal dependencies
 */
import { registerBlock } from '../../common/editor/register-block';
import metadata from './block.json';
import { Edit } from './edit';
import type { ContactFormAttributes } from './types';

registerBlock< ContactFormAttributes >( metadata, {
	edit: Edit,
	save: () => null,
} );

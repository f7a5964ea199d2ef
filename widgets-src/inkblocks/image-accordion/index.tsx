/**
 * Registers the "Image accordion" block's editor side.
 */

/**
 * Internal dependencies
 */
import { registerBlock } from '../../common/editor/register-block';
import metadata from './block.json';
import { Edit } from './edit';
import type { ImageAccordionAttributes } from './types';

registerBlock< ImageAccordionAttributes >( metadata, {
	edit: Edit,
	save: () => null,
} );

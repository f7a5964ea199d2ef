/**
 * Registers the "Testimonials" block's editor side.
 */

/**
 * Internal dependencies
 */
import { registerBlock } from '../../common/editor/register-block';
import metadata from './block.json';
import { Edit } from './edit';
import type { TestimonialsAttributes } from './types';

registerBlock< TestimonialsAttributes >( metadata, {
	edit: Edit,
	save: () => null,
} );

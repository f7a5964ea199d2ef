/**
 * Registers the Testimonial block's editor side: the child of Testimonials, saved as its attributes only
 * (the Testimonials block renders every quote).
 */

/**
 * Internal dependencies
 */
import { registerBlock } from '../../common/editor/register-block';
import metadata from './block.json';
import { Edit } from './edit';
import type { TestimonialAttributes } from './types';
import './editor.scss';

registerBlock< TestimonialAttributes >( metadata, {
	edit: Edit,
	save: () => null,
} );

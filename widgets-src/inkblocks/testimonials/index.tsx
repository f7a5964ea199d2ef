/**
 * Registers the "Testimonials" block's editor side: its quotes are Testimonial child blocks, saved in the
 * post; the block renders them on the server.
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
import { deprecated } from './deprecated';
import { Edit } from './edit';
import { transforms } from './transforms';
import type { TestimonialsAttributes } from './types';
import { variations } from './variations';
import './editor.scss';

registerBlock< TestimonialsAttributes >( metadata, {
	edit: Edit,
	save: () => <InnerBlocks.Content />,
	variations: variations(),
	deprecated,
	transforms,
} );

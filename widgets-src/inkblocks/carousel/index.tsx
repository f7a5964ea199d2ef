/**
 * Registers the Carousel block's editor side.
 */

/**
 * Internal dependencies
 */
import { registerBlock } from '../../common/editor/register-block';
import metadata from './block.json';
import { Edit } from './edit';
import type { CarouselAttributes } from './types';

registerBlock< CarouselAttributes >( metadata, {
	edit: Edit,
	save: () => null,
} );

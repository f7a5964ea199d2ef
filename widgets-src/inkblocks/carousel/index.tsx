/**
 * Registers the Carousel block's editor side.
 */

/**
 * Internal dependencies
 */
import { registerBlock } from '../../common/editor/register-block';
import { slideTransforms } from '../slider/transforms';
import metadata from './block.json';
import { Edit } from './edit';
import type { CarouselAttributes } from './types';
import { variations } from './variations';
import '../media-items/editor.scss';
import '../slider/editor.scss';

registerBlock< CarouselAttributes >( metadata, {
	edit: Edit,
	save: () => null,
	variations: variations(),
	transforms: slideTransforms( metadata.name ),
} );

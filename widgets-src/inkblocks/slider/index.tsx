/**
 * Registers the Slider block's editor side.
 */

/**
 * Internal dependencies
 */
import { registerBlock } from '../../common/editor/register-block';
import metadata from './block.json';
import { Edit } from './edit';
import type { SliderAttributes } from './types';

registerBlock< SliderAttributes >( metadata, {
	edit: Edit,
	save: () => null,
} );

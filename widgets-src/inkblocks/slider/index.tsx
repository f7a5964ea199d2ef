/**
 * Registers the Slider block's editor side.
 */

/**
 * Internal dependencies
 */
import { registerBlock } from '../../common/editor/register-block';
import metadata from './block.json';
import { Edit } from './edit';
import { slideTransforms } from './transforms';
import type { SliderAttributes } from './types';
import { variations } from './variations';
import '../media-items/editor.scss';
import './editor.scss';

registerBlock< SliderAttributes >( metadata, {
	edit: Edit,
	save: () => null,
	variations: variations(),
	transforms: slideTransforms( metadata.name ),
} );

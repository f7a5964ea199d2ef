/**
 * Registers the Progress bar block's editor side.
 */

/**
 * Internal dependencies
 */
import { registerBlock } from '../../common/editor/register-block';
import metadata from './block.json';
import { Edit } from './edit';
import type { ProgressBarAttributes } from './types';
import { variations } from './variations';

registerBlock< ProgressBarAttributes >( metadata, {
	edit: Edit,
	save: () => null,
	variations: variations(),
} );

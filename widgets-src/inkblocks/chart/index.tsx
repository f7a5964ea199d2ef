/**
 * Registers the "Chart" block's editor side.
 */

/**
 * Internal dependencies
 */
import { registerBlock } from '../../common/editor/register-block';
import metadata from './block.json';
import { Edit } from './edit';
import type { ChartAttributes } from './types';

registerBlock< ChartAttributes >( metadata, {
	edit: Edit,
	save: () => null,
} );

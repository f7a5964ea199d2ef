/**
 * Registers the Timeline block's editor side.
 */

/**
 * Internal dependencies
 */
import { registerBlock } from '../../common/editor/register-block';
import metadata from './block.json';
import { Edit } from './edit';
import type { TimelineAttributes } from './types';

registerBlock< TimelineAttributes >( metadata, {
	edit: Edit,
	save: () => null,
} );

/**
 * Registers the Countdown block's editor side.
 */

/**
 * Internal dependencies
 */
import { registerBlock } from '../../common/editor/register-block';
import metadata from './block.json';
import { Edit } from './edit';
import type { CountdownAttributes } from './types';
import { variations } from './variations';

registerBlock< CountdownAttributes >( metadata, {
	edit: Edit,
	save: () => null,
	variations: variations(),
} );

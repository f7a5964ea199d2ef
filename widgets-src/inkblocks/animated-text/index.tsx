/**
 * Registers the Animated text block's editor side.
 */

/**
 * Internal dependencies
 */
import { registerBlock } from '../../common/editor/register-block';
import metadata from './block.json';
import { Edit } from './edit';
import type { AnimatedTextAttributes } from './types';

registerBlock< AnimatedTextAttributes >( metadata, {
	edit: Edit,
	save: () => null,
} );

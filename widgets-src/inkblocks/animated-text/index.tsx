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
import { variations } from './variations';
import './editor.scss';

registerBlock< AnimatedTextAttributes >( metadata, {
	edit: Edit,
	save: () => null,
	variations: variations(),
} );

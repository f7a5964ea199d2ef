/**
 * Registers the Scroll navigation block's editor side.
 */

/**
 * Internal dependencies
 */
import { registerBlock } from '../../common/editor/register-block';
import metadata from './block.json';
import { Edit } from './edit';
import type { ScrollNavigationAttributes } from './types';
import { variations } from './variations';
import './editor.scss';

registerBlock< ScrollNavigationAttributes >( metadata, {
	edit: Edit,
	save: () => null,
	variations: variations(),
} );

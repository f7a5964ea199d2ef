/**
 * Registers the "Audio player" block's editor side.
 */

/**
 * Internal dependencies
 */
import { registerBlock } from '../../common/editor/register-block';
import metadata from './block.json';
import { Edit } from './edit';
import type { AudioAttributes } from './types';
import '../media-items/editor.scss';
import './editor.scss';

registerBlock< AudioAttributes >( metadata, {
	edit: Edit,
	save: () => null,
} );

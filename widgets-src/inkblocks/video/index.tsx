/**
 * Registers the "Video player" block's editor side.
 */

/**
 * Internal dependencies
 */
import { registerBlock } from '../../common/editor/register-block';
import metadata from './block.json';
import { Edit } from './edit';
import type { VideoAttributes } from './types';
import './editor.scss';

registerBlock< VideoAttributes >( metadata, {
	edit: Edit,
	save: () => null,
} );

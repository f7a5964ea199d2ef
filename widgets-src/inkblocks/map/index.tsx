/**
 * Registers the "Map" block's editor side.
 */

/**
 * Internal dependencies
 */
// The canvas draws the map: Leaflet is a lazy part loaded from beside this script.
import '../../common/lazy-chunks';
import { registerBlock } from '../../common/editor/register-block';
import metadata from './block.json';
import { Edit } from './edit';
import type { MapAttributes } from './types';
import { variations } from './variations';
import './editor.scss';

registerBlock< MapAttributes >( metadata, {
	edit: Edit,
	save: () => null,
	variations: variations(),
} );

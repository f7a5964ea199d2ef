/**
 * Registers the "Justified images" block's editor side.
 */

/**
 * Internal dependencies
 */
import { registerBlock } from '../../common/editor/register-block';
import metadata from './block.json';
import { Edit } from './edit';
import { transforms } from './transforms';
import type { ImageLayoutAttributes } from './types';
import { variations } from './variations';
import '../media-items/editor.scss';
import './editor.scss';

registerBlock< ImageLayoutAttributes >( metadata, {
	edit: Edit,
	save: () => null,
	variations: variations(),
	transforms,
} );

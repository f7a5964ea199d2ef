/**
 * Registers the "Image accordion" block's editor side.
 */

/**
 * Internal dependencies
 */
import { registerBlock } from '../../common/editor/register-block';
import metadata from './block.json';
import { Edit } from './edit';
import type { ImageAccordionAttributes } from './types';
import { variations } from './variations';
import '../media-items/editor.scss';
import './editor.scss';

registerBlock< ImageAccordionAttributes >( metadata, {
	edit: Edit,
	save: () => null,
	variations: variations(),
} );

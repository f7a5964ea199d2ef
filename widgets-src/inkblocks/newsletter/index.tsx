/**
 * Registers the Newsletter form block's editor side.
 */

/**
 * Internal dependencies
 */
import { registerBlock } from '../../common/editor/register-block';
import metadata from './block.json';
import { Edit } from './edit';
import type { NewsletterAttributes } from './types';
import { variations } from './variations';
import './editor.scss';

registerBlock< NewsletterAttributes >( metadata, {
	edit: Edit,
	save: () => null,
	variations: variations(),
} );

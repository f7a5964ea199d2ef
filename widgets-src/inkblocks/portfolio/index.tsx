/**
 * Registers the Portfolio block's editor side.
 */

/**
 * Internal dependencies
 */
import { registerBlock } from '../../common/editor/register-block';
import metadata from './block.json';
import { Edit } from './edit';
import { transforms } from './transforms';
import type { PortfolioAttributes } from './types';
import { variations } from './variations';
import '../media-items/editor.scss';
import './editor.scss';

registerBlock< PortfolioAttributes >( metadata, {
	edit: Edit,
	save: () => null,
	variations: variations(),
	transforms,
} );

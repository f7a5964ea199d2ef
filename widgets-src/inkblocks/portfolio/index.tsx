/**
 * Registers the Portfolio block's editor side.
 */

/**
 * Internal dependencies
 */
import { registerBlock } from '../../common/editor/register-block';
import metadata from './block.json';
import { Edit } from './edit';
import type { PortfolioAttributes } from './types';

registerBlock< PortfolioAttributes >( metadata, {
	edit: Edit,
	save: () => null,
} );

/**
 * Registers the Accordion block's editor side.
 */

/**
 * WordPress dependencies
 */
import { InnerBlocks } from '@wordpress/block-editor';

/**
 * Internal dependencies
 */
import { registerBlock } from '../../common/editor/register-block';
import metadata from './block.json';
import { Edit } from './edit';
import { transforms } from './transforms';
import type { AccordionAttributes } from './types';
import { variations } from './variations';

registerBlock< AccordionAttributes >( metadata, {
	edit: Edit,
	save: () => <InnerBlocks.Content />,
	variations: variations(),
	transforms,
} );

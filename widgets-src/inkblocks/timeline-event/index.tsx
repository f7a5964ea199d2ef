/**
 * Registers the Timeline event block's editor side: the child of Timeline, saved as its attributes only
 * (the Timeline block renders every event).
 */

/**
 * Internal dependencies
 */
import { registerBlock } from '../../common/editor/register-block';
import metadata from './block.json';
import { Edit } from './edit';
import type { TimelineEventAttributes } from './types';
import './editor.scss';

registerBlock< TimelineEventAttributes >( metadata, {
	edit: Edit,
	save: () => null,
} );

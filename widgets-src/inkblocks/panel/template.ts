/**
 * Panels written as a block template, for the starting points of tabs, accordion and switcher.
 */

/**
 * WordPress dependencies
 */
import type { BlockVariation } from '@wordpress/blocks';

/** One panel of a starting point: its title, a paragraph of sample text, and how it opens. */
export interface SamplePanel {
	title: string;
	text: string;
	active?: boolean;
}

/**
 * The inner blocks of a starting point: one inkblocks/panel per sample, each holding its paragraph.
 *
 * @param panels The samples.
 */
export function panelTemplate(
	panels: SamplePanel[]
): BlockVariation[ 'innerBlocks' ] {
	return panels.map( ( { title, text, active = false } ) => [
		'inkblocks/panel',
		{ title, active },
		[ [ 'core/paragraph', { content: text } ] ],
	] );
}

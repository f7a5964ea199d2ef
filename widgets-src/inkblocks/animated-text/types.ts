/**
 * The Animated text block's attributes (block.json) and its island's props (printed by render.php from
 * Inkblocks\Blocks\Animated_Text::props()).
 */

/**
 * Internal dependencies
 */
import type { Effect } from './constants';

/** The HTML elements the text may be. */
export type Tag = 'h2' | 'h3' | 'h4' | 'p';

/** The block's attributes, as saved. */
export type AnimatedTextAttributes = {
	before: string;
	words: string[];
	after: string;
	effect: Effect;
	delay: number;
	tag: Tag;
	loop: boolean;
};

/** The island's props: the attributes but the element, with the empty words left out. */
export type AnimatedTextProps = Omit< AnimatedTextAttributes, 'tag' >;

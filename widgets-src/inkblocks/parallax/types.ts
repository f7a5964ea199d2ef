/**
 * The Parallax section block's attributes (block.json) and its island's props (printed by render.php from
 * Inkblocks\Blocks\Parallax::props()).
 */

/**
 * Internal dependencies
 */
import type { Device } from '../../common/device-breakpoints';
import type { ParallaxType } from './constants';

/** The block's attributes, as saved. */
export type ParallaxAttributes = {
	imageId: number;
	imageUrl: string;
	type: ParallaxType;
	speed: number;
	devices: Device[];
	minHeight: number;
	overlay: number;
};

/** The island's props: the background image and its motion. */
export interface ParallaxProps {
	image: string;
	type: ParallaxType;
	speed: number;
	devices: Device[];
}

/**
 * The Slider block's view script: the `slider` and `carousel` islands. The Carousel block names this script
 * and its style in its block.json.
 */

/**
 * Internal dependencies
 */
import '../../common/lazy-chunks';
import { registerIsland } from '../../common/mount';
import { Carousel, Slider } from './islands';
import './style.scss';

registerIsland( 'slider', Slider );
registerIsland( 'carousel', Carousel );

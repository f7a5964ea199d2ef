/**
 * The slider bundle: the `slider` and `carousel` islands of the Slider and Carousel blocks.
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

/**
 * The testimonials bundle: the island of the "Testimonials" block.
 */

/**
 * Internal dependencies
 */
import { registerIsland } from '../../common/mount';
import { Testimonials } from './Testimonials';
import './style.scss';

registerIsland( 'testimonials', Testimonials );

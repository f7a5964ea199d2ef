/**
 * The Testimonials block's view script: its `testimonials` island, which runs the carousel.
 */

/**
 * Internal dependencies
 */
import { registerIsland } from '../../common/mount';
import { Testimonials } from './Testimonials';
import './style.scss';

registerIsland( 'testimonials', Testimonials );

/**
 * The Scroll navigation block's view script: the `scroll-navigation` island.
 */

/**
 * Internal dependencies
 */
import { registerIsland } from '../../common/mount';
import { ScrollNavigation } from './ScrollNavigation';
import './style.scss';

registerIsland( 'scroll-navigation', ScrollNavigation );

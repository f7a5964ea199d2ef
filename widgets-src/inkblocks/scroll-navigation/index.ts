/**
 * The scroll navigation bundle: the `scroll-navigation` island.
 */

/**
 * Internal dependencies
 */
import { registerIsland } from '../../common/mount';
import { ScrollNavigation } from './ScrollNavigation';
import './style.scss';

registerIsland( 'scroll-navigation', ScrollNavigation );

/**
 * The dropbar bundle: the `dropbar` island.
 */

/**
 * Internal dependencies
 */
import { registerIsland } from '../../common/mount';
import { Dropbar } from './Dropbar';
import './style.scss';

registerIsland( 'dropbar', Dropbar );

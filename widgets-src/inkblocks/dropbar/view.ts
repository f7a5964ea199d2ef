/**
 * The Dropbar block's view script: the `dropbar` island.
 */

/**
 * Internal dependencies
 */
import { registerIsland } from '../../common/mount';
import { Dropbar } from './Dropbar';
import './style.scss';

registerIsland( 'dropbar', Dropbar );

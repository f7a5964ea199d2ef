/**
 * The Portfolio block's view script: the `portfolio` island.
 */

/**
 * Internal dependencies
 */
import { registerIsland } from '../../common/mount';
import { Portfolio } from './Portfolio';
import './style.scss';

registerIsland( 'portfolio', Portfolio );

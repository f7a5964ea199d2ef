/**
 * The portfolio bundle: the island of the "Portfolio" block.
 */

/**
 * Internal dependencies
 */
import { registerIsland } from '../../common/mount';
import { Portfolio } from './Portfolio';
import './style.scss';

registerIsland( 'portfolio', Portfolio );

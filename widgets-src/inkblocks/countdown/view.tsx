/**
 * The countdown bundle: the `countdown` island of the Countdown block.
 */

/**
 * Internal dependencies
 */
import { registerIsland } from '../../common/mount';
import { Countdown } from './Countdown';
import './style.scss';

registerIsland( 'countdown', Countdown );

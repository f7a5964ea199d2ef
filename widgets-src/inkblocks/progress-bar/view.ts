/**
 * The Progress bar block's view script: the `progress-bar` island.
 */

/**
 * Internal dependencies
 */
import { registerIsland } from '../../common/mount';
import { ProgressBar } from './ProgressBar';
import './style.scss';

registerIsland( 'progress-bar', ProgressBar );

/**
 * The progress-bar bundle: the island of the "Progress bar" block.
 */

/**
 * Internal dependencies
 */
import { registerIsland } from '../../common/mount';
import { ProgressBar } from './ProgressBar';
import './style.scss';

registerIsland( 'progress-bar', ProgressBar );

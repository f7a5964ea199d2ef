/**
 * The video bundle: the island of the "Video player" block.
 */

/**
 * Internal dependencies
 */
import { registerIsland } from '../../common/mount';
import { VideoPlayer } from './VideoPlayer';
import './style.scss';

registerIsland( 'video', VideoPlayer );

/**
 * The "Video player" block's view script: its `video` island.
 */

/**
 * Internal dependencies
 */
import { registerIsland } from '../../common/mount';
import { VideoPlayer } from './VideoPlayer';
import './style.scss';

registerIsland( 'video', VideoPlayer );

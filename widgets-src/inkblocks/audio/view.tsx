/**
 * The "Audio player" block's view script: its `audio` island.
 */

/**
 * Internal dependencies
 */
import { registerIsland } from '../../common/mount';
import { AudioPlayer } from './AudioPlayer';
import './style.scss';

registerIsland( 'audio', AudioPlayer );

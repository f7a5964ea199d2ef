/**
 * The audio bundle: the island of the "Audio player" block.
 */

/**
 * Internal dependencies
 */
import { registerIsland } from '../../common/mount';
import { AudioPlayer } from './AudioPlayer';
import './style.scss';

registerIsland( 'audio', AudioPlayer );

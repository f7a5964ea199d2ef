/**
 * The Parallax section block's view script: its `parallax` island.
 */

/**
 * Internal dependencies
 */
import { registerIsland } from '../../common/mount';
import { Parallax } from './Parallax';
import './style.scss';

registerIsland( 'parallax', Parallax );

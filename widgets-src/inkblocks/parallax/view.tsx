/**
 * The parallax bundle: the `parallax` island of the Parallax section block.
 */

/**
 * Internal dependencies
 */
import { registerIsland } from '../../common/mount';
import { Parallax } from './Parallax';
import './style.scss';

registerIsland( 'parallax', Parallax );

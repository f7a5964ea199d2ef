/**
 * The Switcher block's view script: the `switcher` island.
 */

/**
 * Internal dependencies
 */
import { registerIsland } from '../../common/mount';
import { Switcher } from './Switcher';
import './style.scss';

registerIsland( 'switcher', Switcher );

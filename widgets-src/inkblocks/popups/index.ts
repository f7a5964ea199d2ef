/**
 * The popups bundle: one island per popup printed in the page footer.
 */

/**
 * Internal dependencies
 */
import { registerIsland } from '../../common/mount';
import { Popup } from './Popup';
import './style.scss';

registerIsland( 'popup', Popup );

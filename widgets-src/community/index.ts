/**
 * The community bundle: registers its islands. Loaded only for logged-in users on pages with a control.
 */

/**
 * Internal dependencies
 */
import { registerIsland } from '../common/mount';
import { LikeButton } from './like-button/LikeButton';
import './style.scss';

registerIsland( 'like-button', LikeButton );

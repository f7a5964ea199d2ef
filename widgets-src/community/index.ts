/**
 * The community bundle: registers its islands and the login-popup controls.
 */

/**
 * Internal dependencies
 */
import { registerIsland } from '../common/mount';
import { CommentSubscription } from './comment-subscription/CommentSubscription';
import { DarkModeToggle } from './dark-mode/DarkModeToggle';
import { LikeButton } from './like-button/LikeButton';
import { LoadMore } from './load-more/LoadMore';
import { installLoginPopups } from './login-popup/login-popup';
import { ToggleButton } from './toggle-button/ToggleButton';
import './style.scss';

registerIsland( 'like-button', LikeButton );
registerIsland( 'toggle-button', ToggleButton );
registerIsland( 'load-more', LoadMore );
registerIsland( 'comment-subscription', CommentSubscription );
registerIsland( 'dark-mode-toggle', DarkModeToggle );
installLoginPopups();

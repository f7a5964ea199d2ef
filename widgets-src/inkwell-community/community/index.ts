/**
 * The community bundle: the React islands of logged-in readers. The controls guests use (login popups,
 * dark mode, local category follows) are the React-free community-base bundle.
 */

/**
 * Internal dependencies
 */
import { registerIsland } from '../../common/mount';
import { CommentSubscription } from './comment-subscription/CommentSubscription';
import { LikeButton } from './like-button/LikeButton';
import { LoadMore } from './load-more/LoadMore';
import { NotificationBell } from './notification-bell/NotificationBell';
import { ToggleButton } from './toggle-button/ToggleButton';
import './style.scss';

registerIsland( 'like-button', LikeButton );
registerIsland( 'toggle-button', ToggleButton );
registerIsland( 'load-more', LoadMore );
registerIsland( 'comment-subscription', CommentSubscription );
registerIsland( 'notification-bell', NotificationBell );

/**
 * The Tabs block's view script: the `tabs` island.
 */

/**
 * Internal dependencies
 */
import { registerIsland } from '../../common/mount';
import { Tabs } from './Tabs';
import './style.scss';

registerIsland( 'tabs', Tabs );

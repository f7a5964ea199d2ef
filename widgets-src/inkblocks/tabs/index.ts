/**
 * The tabs bundle: the `tabs` island.
 */

/**
 * Internal dependencies
 */
import { registerIsland } from '../../common/mount';
import { Tabs } from './Tabs';
import './style.scss';

registerIsland( 'tabs', Tabs );

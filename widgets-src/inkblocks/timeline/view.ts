/**
 * The Timeline block's view script: the `timeline` island.
 */

/**
 * Internal dependencies
 */
import { registerIsland } from '../../common/mount';
import { Timeline } from './Timeline';
import './style.scss';

registerIsland( 'timeline', Timeline );

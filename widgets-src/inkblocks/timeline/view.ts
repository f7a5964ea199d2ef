/**
 * The timeline bundle: the island of the "Timeline" block.
 */

/**
 * Internal dependencies
 */
import { registerIsland } from '../../common/mount';
import { Timeline } from './Timeline';
import './style.scss';

registerIsland( 'timeline', Timeline );

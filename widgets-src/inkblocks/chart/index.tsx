/**
 * The chart bundle: the island of the "Chart" block.
 */

/**
 * Internal dependencies
 */
import '../../common/lazy-chunks';
import { registerIsland } from '../../common/mount';
import { ChartView } from './ChartView';
import './style.scss';

registerIsland( 'chart', ChartView );

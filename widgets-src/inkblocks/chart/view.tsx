/**
 * The "Chart" block's view script: its `chart` island, which loads Chart.js as a lazy part.
 */

/**
 * Internal dependencies
 */
import '../../common/lazy-chunks';
import { registerIsland } from '../../common/mount';
import { ChartView } from './ChartView';
import './style.scss';

registerIsland( 'chart', ChartView );

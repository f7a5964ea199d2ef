/**
 * The "Map" block's view script: its `map` island, which loads Leaflet as a lazy part.
 */

/**
 * External dependencies
 */
// Leaflet's own stylesheet is built to view.css, which block.json names before style-view.css.
import 'leaflet/dist/leaflet.css';

/**
 * Internal dependencies
 */
import '../../common/lazy-chunks';
import { registerIsland } from '../../common/mount';
import { MapView } from './MapView';
import './style.scss';

registerIsland( 'map', MapView );

/**
 * The map bundle: the island of the "Map" block.
 */

/**
 * External dependencies
 */
// Leaflet's own stylesheet is built to index.css, which the block enqueues before style-index.css.
import 'leaflet/dist/leaflet.css';

/**
 * Internal dependencies
 */
import '../../common/lazy-chunks';
import { registerIsland } from '../../common/mount';
import { MapView } from './MapView';
import './style.scss';

registerIsland( 'map', MapView );

/**
 * The "Justified images" block's view script: its `image-layout` island.
 */

/**
 * Internal dependencies
 */
import { registerIsland } from '../../common/mount';
import { ImageLayout } from './ImageLayout';
import './style.scss';

registerIsland( 'image-layout', ImageLayout );

/**
 * The image-layout bundle: the island of the "Justified images" block.
 */

/**
 * Internal dependencies
 */
import { registerIsland } from '../../common/mount';
import { ImageLayout } from './ImageLayout';
import './style.scss';

registerIsland( 'image-layout', ImageLayout );

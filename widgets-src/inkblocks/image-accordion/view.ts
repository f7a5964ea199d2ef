/**
 * The "Image accordion" block's view script: its `image-accordion` island.
 */

/**
 * Internal dependencies
 */
import { registerIsland } from '../../common/mount';
import { ImageAccordion } from './ImageAccordion';
import './style.scss';

registerIsland( 'image-accordion', ImageAccordion );

/**
 * The image-accordion bundle: the island of the "Image accordion" block.
 */

/**
 * Internal dependencies
 */
import { registerIsland } from '../../common/mount';
import { ImageAccordion } from './ImageAccordion';
import './style.scss';

registerIsland( 'image-accordion', ImageAccordion );

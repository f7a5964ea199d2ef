/**
 * The Accordion block's view script: the `accordion` island.
 */

/**
 * Internal dependencies
 */
import { registerIsland } from '../../common/mount';
import { Accordion } from './Accordion';
import './style.scss';

registerIsland( 'accordion', Accordion );

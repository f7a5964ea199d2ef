/**
 * The flip-box bundle: the `flip-box` island of the Flip box block and the `scratch` island of the
 * Scratch card block (both use the scratch cover).
 */

/**
 * Internal dependencies
 */
import { registerIsland } from '../../common/mount';
import { FlipBox } from './FlipBox';
import { ScratchCard } from './ScratchCard';
import './style.scss';

registerIsland( 'flip-box', FlipBox );
registerIsland( 'scratch', ScratchCard );

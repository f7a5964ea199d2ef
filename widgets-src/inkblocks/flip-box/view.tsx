/**
 * The Flip box block's view script: its `flip-box` island and the `scratch` island of the Scratch card
 * block (both use the scratch cover). The Scratch card block names this script and its style in its
 * block.json.
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

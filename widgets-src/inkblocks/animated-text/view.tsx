/**
 * The Animated text block's view script: its `animated-text` island.
 */

/**
 * Internal dependencies
 */
import { registerIsland } from '../../common/mount';
import { AnimatedText } from './AnimatedText';
import './style.scss';

registerIsland( 'animated-text', AnimatedText );

/**
 * The animated-text bundle: the `animated-text` island of the Animated text block.
 */

/**
 * Internal dependencies
 */
import { registerIsland } from '../../common/mount';
import { AnimatedText } from './AnimatedText';
import './style.scss';

registerIsland( 'animated-text', AnimatedText );

/**
 * The Pricing table block's view script: the `pricing-features` island.
 */

/**
 * Internal dependencies
 */
import { registerIsland } from '../../common/mount';
import { PricingFeatures } from './PricingFeatures';
import './style.scss';

registerIsland( 'pricing-features', PricingFeatures );

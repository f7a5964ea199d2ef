/**
 * The newsletter bundle: the sign-up form island of the "Newsletter form" block, inline or in a popup.
 */

/**
 * Internal dependencies
 */
import { registerIsland } from '../../common/mount';
import { NewsletterForm } from './NewsletterForm';
import './style.scss';

registerIsland( 'newsletter-form', NewsletterForm );

/**
 * The Newsletter form block's view script: the `newsletter-form` island, inline or in a popup.
 */

/**
 * Internal dependencies
 */
import { registerIsland } from '../../common/mount';
import { NewsletterForm } from './NewsletterForm';
import './style.scss';

registerIsland( 'newsletter-form', NewsletterForm );

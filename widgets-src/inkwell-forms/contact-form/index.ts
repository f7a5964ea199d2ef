/**
 * The forms bundle: the contact form island. Enqueued only on pages that render a form.
 */

/**
 * Internal dependencies
 */
import { registerIsland } from '../../common/mount';
import { ContactForm } from './contact-form/ContactForm';
import './style.scss';

registerIsland( 'contact-form', ContactForm );

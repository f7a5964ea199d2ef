/**
 * The account page's profile form previews (plain DOM, no React).
 */

/**
 * Internal dependencies
 */
import { enhanceProfileForm } from './profile-form';

document
	.querySelectorAll< HTMLFormElement >( 'form[data-inkwell-profile-form]' )
	.forEach( enhanceProfileForm );

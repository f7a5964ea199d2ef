/**
 * The source of a video address typed or pasted on the canvas: YouTube and Vimeo addresses embed (as
 * Inkblocks\Blocks\Video reads them), any other address plays as a file.
 */

/**
 * Internal dependencies
 */
import type { VideoProps } from './types';

const YOUTUBE =
	/^https?:\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?|embed\/|shorts\/|live\/)|youtube-nocookie\.com\/embed\/|youtu\.be\/)/i;
const VIMEO = /^https?:\/\/(?:www\.|player\.)?vimeo\.com\//i;

/**
 * The source of an address.
 *
 * @param url The address.
 */
export function sourceOf( url: string ): VideoProps[ 'source' ] {
	const address = url.trim();
	if ( YOUTUBE.test( address ) ) {
		return 'youtube';
	}
	return VIMEO.test( address ) ? 'vimeo' : 'self';
}

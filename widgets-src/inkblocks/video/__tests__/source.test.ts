/**
 * Internal dependencies
 */
import { sourceOf } from '../source';

describe( 'sourceOf', () => {
	it.each( [
		[ 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'youtube' ],
		[ 'https://youtu.be/aqz-KE-bpKQ', 'youtube' ],
		[ 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ', 'youtube' ],
		[ 'https://vimeo.com/76979871', 'vimeo' ],
		[ 'https://player.vimeo.com/video/76979871', 'vimeo' ],
		[ '/wp-content/uploads/clip.webm', 'self' ],
		[ 'https://example.com/youtube.com/clip.mp4', 'self' ],
	] )( 'reads %s as %s', ( url, source ) => {
		expect( sourceOf( url ) ).toBe( source );
	} );
} );

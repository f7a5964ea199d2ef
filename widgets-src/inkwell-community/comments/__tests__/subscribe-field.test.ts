/**
 * The comment form's "notify me of new responses" checkbox stays in step with the separate control: a
 * change of the control ticks it, and a posted form leaves it (SPEC 4.6 unchecks every checkbox) and the
 * control at the state the server now keeps.
 */

/**
 * Internal dependencies
 */
import {
	announceSubscription,
	onSubscription,
} from '../../../common/comment-subscription';
import { postCommentForm } from '../form';
import { followSubscription } from '../subscribe-field';

const FORM = `<div class="comments"><ol class="comment-list"></ol></div>
<form id="commentform" action="http://example.test/wp-admin/admin-ajax.php?action=inkwell_post_comment">
	<textarea name="comment">Hello</textarea>
	<input type="checkbox" name="other" checked>
	<p class="comment-form-subscribe"><input type="checkbox" name="inkwell_subscribe" value="1" data-inkwell-subscribe-post="21"></p>
	<input type="hidden" name="comment_post_ID" value="21">
	<div class="inkwell-comment-response"></div>
	<button type="submit">Post</button>
</form>`;

const box = () =>
	document.querySelector< HTMLInputElement >( '[name="inkwell_subscribe"]' )!;
const form = () => document.querySelector< HTMLFormElement >( 'form' )!;

beforeEach( () => {
	document.body.innerHTML = FORM;
	// jsdom lays nothing out.
	Element.prototype.scrollIntoView = jest.fn();
	window.fetch = jest.fn( () =>
		Promise.resolve( {
			ok: true,
			status: 200,
			url: '',
			json: () =>
				Promise.resolve( {
					status: 'success',
					reply_to: '0',
					comment_status: 'approved',
					data: '<li class="comment" id="comment-9">Hello</li>',
				} ),
		} )
	) as unknown as typeof fetch;
} );

it( 'ticks and unticks when the control changes the same story, and ignores other stories', () => {
	followSubscription( form() );
	announceSubscription( { postId: 21, subscribed: true } );
	expect( box().checked ).toBe( true );
	announceSubscription( { postId: 22, subscribed: false } );
	expect( box().checked ).toBe( true );
	announceSubscription( { postId: 21, subscribed: false } );
	expect( box().checked ).toBe( false );
} );

it.each( [ true, false ] )(
	'after a post sent with the box ticked=%s, the box and the control show that state; other boxes are cleared',
	async ( ticked ) => {
		followSubscription( form() );
		const heard: boolean[] = [];
		const stop = onSubscription( 21, ( on ) => heard.push( on ) );
		box().checked = ticked;
		await postCommentForm( form() );
		stop();
		expect( heard ).toEqual( [ ticked ] );
		expect( box().checked ).toBe( ticked );
		expect(
			document.querySelector< HTMLInputElement >( '[name="other"]' )!
				.checked
		).toBe( false );
	}
);

it( 'says nothing when the post failed', async () => {
	window.fetch = jest.fn( () =>
		Promise.reject( new TypeError( 'offline' ) )
	) as unknown as typeof fetch;
	const heard: boolean[] = [];
	const stop = onSubscription( 21, ( on ) => heard.push( on ) );
	box().checked = true;
	await postCommentForm( form() );
	stop();
	expect( heard ).toEqual( [] );
} );

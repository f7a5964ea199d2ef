/**
 * Internal dependencies
 */
import { applyCommentAnswer } from '../answer';
import { COMMENT_POSTED_EVENT } from '../constants';

const page = ( { empty = false, count = '2' } = {} ) => {
	document.body.innerHTML = `
		<span data-inkwell-comment-count>${ count }</span>
		<section data-inkwell-comments class="inkwell-comments ${ empty ? 'is-empty' : 'has-comments' }">
			<h2>Responses <span data-inkwell-comment-count>${ count }</span></h2>
			${ empty ? '<p data-inkwell-comment-intro data-first="Yours is the first.">No responses yet.</p>' : '' }
			<ol data-inkwell-comment-list>
				${ empty ? '' : '<li id="comment-7"><article>Parent</article></li>' }
			</ol>
			<div id="respond">
				<h3 id="reply-title">Write <small><a id="cancel-comment-reply-link" href="#respond">Cancel reply</a></small></h3>
				<form id="commentform">
					<input type="text" name="author" value="Ada">
					<input type="email" name="email" value="ada@example.com">
					<input type="url" name="url" value="https://example.com">
					<textarea name="comment">Hello</textarea>
					<input type="checkbox" name="wp-comment-cookies-consent" checked>
					<div data-inkwell-comment-response></div>
					<input type="hidden" name="comment_parent" value="7">
				</form>
			</div>
		</section>`;
	return document.getElementById( 'commentform' ) as HTMLFormElement;
};

const comment = ( id: number ) =>
	`<li id="comment-${ id }" class="comment"><article>New</article></li><!-- #comment-## -->`;

describe( 'applyCommentAnswer', () => {
	it( 'appends a reply under its parent, creating the children list, and moves the reply form back', () => {
		const form = page();
		// Core's comment-reply script moved the form under the parent and left a placeholder.
		const respond = document.getElementById( 'respond' ) as HTMLElement;
		const placeholder = document.createElement( 'div' );
		placeholder.id = 'wp-temp-form-div';
		respond.replaceWith( placeholder );
		document.getElementById( 'comment-7' )?.appendChild( respond );
		const cancel = document.getElementById(
			'cancel-comment-reply-link'
		) as HTMLElement;
		cancel.style.display = '';

		applyCommentAnswer( form, {
			status: 'success',
			reply_to: '7',
			data: comment( 8 ),
			comment_status: 'approved',
		} );

		const children = document.querySelector( '#comment-7 > ol.children' );
		expect( children?.querySelector( '#comment-8' ) ).not.toBeNull();
		expect( document.getElementById( 'wp-temp-form-div' ) ).toBeNull();
		expect(
			respond.parentElement?.matches( '[data-inkwell-comments]' )
		).toBe( true );
		expect( cancel.style.display ).toBe( 'none' );
		expect(
			( form.elements.namedItem( 'comment_parent' ) as HTMLInputElement )
				.value
		).toBe( '0' );
	} );

	it( 'adds a reply to the existing children list', () => {
		const form = page();
		const list = document.createElement( 'ol' );
		list.className = 'children';
		list.innerHTML = '<li id="comment-9"></li>';
		document.getElementById( 'comment-7' )?.appendChild( list );

		applyCommentAnswer( form, {
			status: 'success',
			reply_to: '7',
			data: comment( 10 ),
			comment_status: 'approved',
		} );

		expect(
			Array.from( list.children ).map( ( element ) => element.id )
		).toEqual( [ 'comment-9', 'comment-10' ] );
		expect( document.querySelectorAll( '.children' ) ).toHaveLength( 1 );
	} );

	it( 'appends a top-level comment, leaves the empty state, counts it and shows the first intro', () => {
		const form = page( { empty: true, count: '' } );
		const section = document.querySelector( '[data-inkwell-comments]' );

		applyCommentAnswer( form, {
			status: 'success',
			reply_to: '0',
			data: comment( 11 ),
			comment_status: 'approved',
		} );

		expect(
			document.querySelector(
				'[data-inkwell-comment-list] > #comment-11'
			)
		).not.toBeNull();
		expect( section?.classList.contains( 'is-empty' ) ).toBe( false );
		expect( section?.classList.contains( 'has-comments' ) ).toBe( true );
		document
			.querySelectorAll( '[data-inkwell-comment-count]' )
			.forEach( ( badge ) => expect( badge.textContent ).toBe( '1' ) );
		const intro = document.querySelector( '[data-inkwell-comment-intro]' );
		expect( intro?.textContent ).toBe( 'Yours is the first.' );
		expect( intro?.classList.contains( 'is-first' ) ).toBe( true );
	} );

	it( 'raises the badge by one only for an approved comment', () => {
		const form = page( { count: '2' } );
		applyCommentAnswer( form, {
			status: 'success',
			reply_to: '0',
			data: comment( 12 ),
			comment_status: 'approved',
		} );
		expect(
			document.querySelector( '[data-inkwell-comment-count]' )
				?.textContent
		).toBe( '3' );

		applyCommentAnswer( form, {
			status: 'success',
			reply_to: '0',
			data: comment( 13 ),
			comment_status: 'unapproved',
		} );
		expect(
			document.querySelector( '[data-inkwell-comment-count]' )
				?.textContent
		).toBe( '3' );
		expect( document.getElementById( 'comment-13' ) ).not.toBeNull();
	} );

	it( 'clears the fields, unchecks the boxes and tells the attachments', () => {
		const form = page();
		const cleared = jest.fn();
		form.addEventListener( COMMENT_POSTED_EVENT, cleared );

		applyCommentAnswer( form, {
			status: 'success',
			reply_to: '0',
			data: comment( 14 ),
			comment_status: 'approved',
		} );

		for ( const name of [ 'author', 'email', 'url', 'comment' ] ) {
			expect(
				( form.elements.namedItem( name ) as HTMLInputElement ).value
			).toBe( '' );
		}
		expect(
			(
				form.elements.namedItem(
					'wp-comment-cookies-consent'
				) as HTMLInputElement
			 ).checked
		).toBe( false );
		expect( cleared ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'shows an error in the response area and keeps everything typed', () => {
		const form = page();

		applyCommentAnswer( form, {
			status: 'error',
			reply_to: '0',
			data: '<p class="inkwell-comment-error"><strong>Error:</strong> Please type your comment text.</p>',
			comment_status: '',
		} );

		expect(
			form.querySelector( '[data-inkwell-comment-response]' )?.innerHTML
		).toContain( 'Please type your comment text.' );
		expect(
			( form.elements.namedItem( 'comment' ) as HTMLTextAreaElement )
				.value
		).toBe( 'Hello' );
		expect(
			document.querySelector( '[data-inkwell-comment-count]' )
				?.textContent
		).toBe( '2' );
	} );
} );

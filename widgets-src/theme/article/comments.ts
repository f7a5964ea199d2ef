/**
 * The comments section's display (SPEC 2.1, 4.9): inline or modal mode, the 'show responses' and 'close
 * responses' controls, the comments trigger, and the title that turns sticky and active once the comment
 * list scrolls above the top of the viewport.
 */

/**
 * Internal dependencies
 */
import { showDialog, type ShownDialog } from '../../common/dialog';

/**
 * Whether the comment list has scrolled above the top of its scrolling area (the title is then active).
 *
 * @param listTop    The list's top, relative to the viewport.
 * @param listBottom The list's bottom, relative to the viewport.
 * @param areaTop    The top of the scrolling area (0 for the window).
 */
export function titleActive(
	listTop: number,
	listBottom: number,
	areaTop: number
): boolean {
	return listTop < areaTop && listBottom > areaTop;
}

/**
 * Turns the section into a modal dialog opened by 'show responses' and closed by 'close responses' (or
 * Escape); without this script it stays inline.
 *
 * @param section The comments section.
 * @return Opens the dialog.
 */
function initModal( section: HTMLElement ): () => void {
	const show = document.querySelector< HTMLElement >(
		'.inkwell-comments-show'
	);
	const close = section.querySelector< HTMLButtonElement >(
		'.inkwell-comments__close'
	);
	const dialog = document.createElement( 'dialog' );
	dialog.className = 'inkwell-comments-dialog';
	dialog.setAttribute( 'aria-labelledby', 'inkwell-comments-title' );
	section.replaceWith( dialog );
	dialog.appendChild( section );
	show?.removeAttribute( 'hidden' );
	close?.removeAttribute( 'hidden' );
	const showButton = show?.querySelector( 'button' );
	let shown: ShownDialog | null = null;
	const open = () => {
		if ( ! dialog.open ) {
			shown = showDialog( dialog, {
				// Focus returns to 'show responses', however the dialog was opened.
				opener: showButton ?? null,
				focus: section.querySelector< HTMLElement >(
					'#inkwell-comments-title'
				),
				lockScroll: true,
				closeOnBackdrop: true,
			} );
		}
	};
	showButton?.addEventListener( 'click', open );
	close?.addEventListener( 'click', () => shown?.close() );
	// Links to #comments or a comment (#comment-N) open the dialog.
	if ( /^#(comments|comment-\d+|respond)$/.test( window.location.hash ) ) {
		open();
	}
	return open;
}

/**
 * The comments trigger opens the comment form of its post id; inline, the form is folded behind it until
 * then and the trigger hides itself.
 *
 * @param section The comments section.
 * @param modal   Whether the section is a dialog.
 * @param open    Opens the dialog (modal mode).
 */
function initTrigger(
	section: HTMLElement,
	modal: boolean,
	open: () => void
): void {
	const trigger = section.querySelector< HTMLButtonElement >(
		'.inkwell-comments-trigger'
	);
	const respond = document.getElementById( 'respond' );
	if ( ! trigger || ! respond ) {
		return;
	}
	const postId = trigger.dataset.postId ?? '';
	const form = respond.querySelector< HTMLFormElement >( 'form' );
	if (
		form?.querySelector< HTMLInputElement >(
			'input[name="comment_post_ID"]'
		)?.value !== postId
	) {
		return;
	}
	// A reply link or an error page pointing at the form keeps it open.
	const folded =
		! modal && ! /^#(respond|reply-title)$/.test( window.location.hash );
	if ( folded ) {
		respond.classList.add( 'is-folded' );
		trigger.removeAttribute( 'hidden' );
	}
	trigger.addEventListener( 'click', () => {
		if ( modal ) {
			open();
		} else {
			respond.classList.remove( 'is-folded' );
			trigger.hidden = true;
		}
		respond.querySelector< HTMLTextAreaElement >( 'textarea' )?.focus();
	} );
	// Replying unfolds the form too.
	section.addEventListener( 'click', ( event ) => {
		if (
			( event.target as Element | null )?.closest( '.comment-reply-link' )
		) {
			respond.classList.remove( 'is-folded' );
			trigger.hidden = true;
		}
	} );
}

/**
 * The title becomes active (and stays stuck) while the list is scrolled above the top.
 *
 * @param section The comments section.
 * @param area    The scrolling area: the dialog in modal mode, or null for the window.
 */
function initStickyTitle(
	section: HTMLElement,
	area: HTMLElement | null
): void {
	const title = section.querySelector< HTMLElement >(
		'.inkwell-comments__title'
	);
	if ( ! title ) {
		return;
	}
	let queued = false;
	const update = () => {
		queued = false;
		const list = section.querySelector( '[data-inkwell-comment-list]' );
		if ( ! list ) {
			return;
		}
		const rect = list.getBoundingClientRect();
		const top = area ? area.getBoundingClientRect().top : 0;
		title.classList.toggle(
			'is-active',
			titleActive( rect.top, rect.bottom, top + title.offsetHeight )
		);
	};
	const schedule = () => {
		if ( ! queued ) {
			queued = true;
			window.requestAnimationFrame( update );
		}
	};
	( area ?? window ).addEventListener( 'scroll', schedule, {
		passive: true,
	} );
	window.addEventListener( 'resize', schedule );
	update();
}

/**
 * "Reply" moves the form under the comment (core's comment-reply script, whose own focus misses a folded
 * form) and the focus into its comment field.
 *
 * @param section The comments section.
 */
function initReplyFocus( section: HTMLElement ): void {
	section.addEventListener( 'click', ( event ) => {
		const reply = ( event.target as Element | null )?.closest(
			'.comment-reply-link'
		);
		if ( reply && event.defaultPrevented ) {
			document
				.querySelector< HTMLTextAreaElement >( '#respond textarea' )
				?.focus();
		}
	} );
}

/**
 * Wires the comments section.
 *
 * @param section The comments section.
 */
export function initComments( section: HTMLElement ): void {
	const modal = section.dataset.mode === 'modal';
	const open = modal ? initModal( section ) : () => undefined;
	initTrigger( section, modal, open );
	initReplyFocus( section );
	initStickyTitle(
		section,
		modal ? section.closest< HTMLElement >( 'dialog' ) : null
	);
}

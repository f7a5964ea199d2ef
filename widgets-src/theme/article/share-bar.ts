/**
 * Internal dependencies
 */
import { SHARE_BAR_DISABLED_UP_TO, SHARE_BAR_TOP } from './constants';

/**
 * Whether the share bar overlaps any full-width or wide block or the article's header (then it hides,
 * SPEC 2.1).
 *
 * @param bar    The share bar.
 * @param blocks The wide and full-width blocks of the article.
 */
export function overlapsAny( bar: DOMRect, blocks: DOMRect[] ): boolean {
	return blocks.some(
		( block ) => block.top < bar.bottom && block.bottom > bar.top
	);
}

/**
 * The floating share bar: off at widths up to 992px, hidden while it overlaps wide content; the
 * copy-link button copies the article's address and says so.
 *
 * @param bar The share bar.
 */
export function initShareBar( bar: HTMLElement ): () => void {
	bar.style.setProperty( '--inkwell-share-top', `${ SHARE_BAR_TOP }px` );
	const wide = Array.from(
		document.querySelectorAll< HTMLElement >(
			'.inkwell-entry__header, .inkwell-entry__content .alignwide, .inkwell-entry__content .alignfull, .inkwell-entry__figure'
		)
	);
	const copy = bar.querySelector< HTMLButtonElement >(
		'.inkwell-share__copy'
	);
	const status = bar.querySelector< HTMLElement >( '.inkwell-share__status' );
	copy?.addEventListener( 'click', async () => {
		const url = copy.dataset.url ?? window.location.href;
		let message = copy.dataset.copied ?? '';
		try {
			await navigator.clipboard.writeText( url );
		} catch {
			// Clipboard refused (insecure context or permission): show the address to copy by hand.
			message = `${ copy.dataset.failed ?? '' } ${ url }`;
		}
		if ( status ) {
			status.textContent = message;
		}
	} );
	return () => {
		const enabled = window.innerWidth > SHARE_BAR_DISABLED_UP_TO;
		bar.classList.toggle( 'is-floating', enabled );
		bar.classList.toggle(
			'is-covered',
			enabled &&
				overlapsAny(
					bar.getBoundingClientRect(),
					wide.map( ( block ) => block.getBoundingClientRect() )
				)
		);
	};
}

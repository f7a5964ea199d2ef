/**
 * WordPress dependencies
 */
import { useEffect, useId, useRef, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { communityCall } from '../../../common/api';
import type { CommunityHtmlAnswer } from '../../../common/types';
import { answerHtml, loadMoreBody } from '../load-more/load-more-request';
import type { NotificationBellProps } from './types';

/** How often the count is asked for while the page stays open (ms). */
export const COUNT_INTERVAL = 60_000;

type CountAnswer = { code: string; unseen: number };

/**
 * The header bell (a disclosure): shows the unseen count (hidden at zero, announced politely), and opens a
 * panel with the newest notifications. Opening calls /notification/update-followers (SPEC 7.1), which
 * resets the count; "Mark all as read" clears the highlight. Escape or a click outside closes the panel.
 *
 * @param props The island's props.
 */
export function NotificationBell( props: NotificationBellProps ) {
	const [ count, setCount ] = useState( props.count );
	const [ open, setOpen ] = useState( false );
	const [ loaded, setLoaded ] = useState( false );
	const [ empty, setEmpty ] = useState( false );
	const root = useRef< HTMLDivElement >( null );
	const button = useRef< HTMLButtonElement >( null );
	const list = useRef< HTMLUListElement >( null );
	const panelId = useId();

	// What another reader did shows within a minute while the page stays open.
	useEffect( () => {
		const timer = window.setInterval( async () => {
			if ( document.visibilityState !== 'visible' ) {
				return;
			}
			try {
				const answer = await communityCall< CountAnswer >(
					'/notification/count',
					{}
				);
				setCount( answer.unseen );
			} catch {
				// The count stays as it was.
			}
		}, COUNT_INTERVAL );
		return () => window.clearInterval( timer );
	}, [] );

	useEffect( () => {
		if ( ! open ) {
			return undefined;
		}
		const close = ( event: Event ) => {
			if (
				event instanceof KeyboardEvent
					? event.key === 'Escape'
					: ! root.current?.contains( event.target as Node )
			) {
				setOpen( false );
				if ( event instanceof KeyboardEvent ) {
					button.current?.focus();
				}
			}
		};
		document.addEventListener( 'keydown', close );
		document.addEventListener( 'pointerdown', close );
		return () => {
			document.removeEventListener( 'keydown', close );
			document.removeEventListener( 'pointerdown', close );
		};
	}, [ open ] );

	const toggle = async () => {
		const opening = ! open;
		setOpen( opening );
		if ( ! opening ) {
			return;
		}
		try {
			const seen = await communityCall< CountAnswer >(
				'/notification/update-followers',
				{}
			);
			setCount( seen.unseen ?? 0 );
		} catch {
			// SPEC 8: ignored.
		}
		if ( loaded ) {
			return;
		}
		try {
			const answer = await communityCall< CommunityHtmlAnswer >(
				'/load-more',
				loadMoreBody(
					{
						route: '/load-more',
						type: 'notifications',
						userId: props.userId,
					},
					props.hash
				)
			);
			const html = answerHtml( answer.data );
			if ( list.current ) {
				// Server HTML, escaped by its template; the list is a plain container.
				list.current.innerHTML = html;
			}
			setEmpty( html === '' );
			setLoaded( true );
		} catch {
			// The panel keeps its link to the page.
		}
	};

	const markRead = async () => {
		try {
			const answer = await communityCall< CountAnswer >(
				'/notification/mark-read',
				{}
			);
			setCount( answer.unseen ?? 0 );
			list.current
				?.querySelectorAll( '.is-new' )
				.forEach( ( item ) => item.classList.remove( 'is-new' ) );
			list.current
				?.querySelectorAll(
					'.inkwell-notification .screen-reader-text'
				)
				.forEach( ( label ) => label.remove() );
		} catch {
			// SPEC 8: ignored.
		}
	};

	const label = count
		? sprintf(
				/* translators: %s: number of new notifications. */
				_n(
					'Notifications, %s new',
					'Notifications, %s new',
					count,
					'inkwell-community'
				),
				String( count )
			)
		: __( 'Notifications', 'inkwell-community' );

	return (
		<div ref={ root } className="inkwell-bell__inner">
			<button
				ref={ button }
				type="button"
				className="inkwell-bell__button"
				aria-label={ label }
				aria-expanded={ open }
				aria-controls={ panelId }
				onClick={ toggle }
			>
				<svg
					className="inkwell-bell__icon"
					viewBox="0 0 24 24"
					width="22"
					height="22"
					aria-hidden="true"
					focusable="false"
				>
					<path d="M6 17V11a6 6 0 0 1 12 0v6l1.5 2h-15Z" />
					<path d="M10 21a2 2 0 0 0 4 0" />
				</svg>
				<span
					className="inkwell-bell__count"
					aria-hidden="true"
					hidden={ ! count }
				>
					{ count }
				</span>
			</button>
			<span className="screen-reader-text" aria-live="polite">
				{ count ? label : '' }
			</span>
			<div
				id={ panelId }
				className="inkwell-bell__panel"
				role="region"
				aria-label={ __( 'Notifications', 'inkwell-community' ) }
				hidden={ ! open }
			>
				<div className="inkwell-bell__head">
					<button
						type="button"
						className="inkwell-button is-small"
						onClick={ markRead }
					>
						{ __( 'Mark all as read', 'inkwell-community' ) }
					</button>
					<a href={ props.pageUrl }>
						{ __( 'See all', 'inkwell-community' ) }
					</a>
				</div>
				{ ! loaded && (
					<p className="inkwell-bell__loading">
						{ __( 'Loading…', 'inkwell-community' ) }
					</p>
				) }
				{ empty && (
					<p className="inkwell-bell__empty">
						{ __(
							'Nothing here yet. When people follow you, like or respond to your stories, it shows here.',
							'inkwell-community'
						) }
					</p>
				) }
				<ul
					ref={ list }
					className="inkwell-list inkwell-notifications"
				/>
			</div>
		</div>
	);
}

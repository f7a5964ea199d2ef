/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { prefersReducedMotion } from '../../common/reduced-motion';
import { SCROLL_NAVIGATION_OFFSET, SCROLL_NAVIGATION_SPEED } from './constants';
import { easedPosition, sectionInView, swipeDirection } from './scrolling';
import type { ScrollNavigationProps } from './types';

/**
 * Scrolls the window to a position over `duration` ms (at once with reduced motion). The target is read on
 * every frame, so a header that shrinks on the way does not leave the section off its mark.
 *
 * @param target   The target position, now.
 * @param duration Length, in ms.
 */
function scrollWindow( target: () => number, duration: number ): void {
	const from = window.scrollY;
	if ( prefersReducedMotion() || duration <= 0 ) {
		window.scrollTo( 0, target() );
		return;
	}
	const start = performance.now();
	const step = ( now: number ) => {
		const elapsed = now - start;
		window.scrollTo(
			0,
			easedPosition( from, target(), elapsed, duration )
		);
		if ( elapsed < duration ) {
			window.requestAnimationFrame( step );
		}
	};
	window.requestAnimationFrame( step );
}

/**
 * The scroll-navigation menu (SPEC 2.10): each item smooth-scrolls to its section over `speed` ms, to
 * `offset` px above it; the hash becomes #{sectionId} when sectionIdVisibility is false; the item of the
 * section in view is marked current; with sectionSwitch a vertical swipe of 20px or more moves one section.
 *
 * @param props The island's props.
 */
export function ScrollNavigation( props: ScrollNavigationProps ) {
	const {
		items,
		speed = SCROLL_NAVIGATION_SPEED,
		offset = SCROLL_NAVIGATION_OFFSET,
	} = props;
	const [ active, setActive ] = useState( -1 );
	const activeRef = useRef( active );
	activeRef.current = active;

	const goTo = useCallback(
		( index: number, moveFocus: boolean ) => {
			const item = items[ index ];
			const section = item && document.getElementById( item.sectionId );
			if ( ! item || ! section ) {
				return;
			}
			const top = () =>
				Math.max(
					section.getBoundingClientRect().top +
						window.scrollY -
						offset,
					0
				);
			scrollWindow( top, speed );
			setActive( index );
			if ( ! props.sectionIdVisibility ) {
				window.history.pushState( null, '', `#${ item.sectionId }` );
			}
			if ( moveFocus ) {
				// Keyboard and screen-reader users continue from the section.
				if ( ! section.hasAttribute( 'tabindex' ) ) {
					section.setAttribute( 'tabindex', '-1' );
				}
				section.focus( { preventScroll: true } );
			}
		},
		[ items, offset, speed, props.sectionIdVisibility ]
	);

	useEffect( () => {
		let frame = 0;
		const update = () => {
			frame = 0;
			setActive(
				sectionInView(
					items.map(
						( item ) =>
							document
								.getElementById( item.sectionId )
								?.getBoundingClientRect().top ?? null
					),
					window.innerHeight
				)
			);
		};
		const onScroll = () => {
			if ( ! frame ) {
				frame = window.requestAnimationFrame( update );
			}
		};
		update();
		window.addEventListener( 'scroll', onScroll, { passive: true } );
		window.addEventListener( 'resize', onScroll );
		return () => {
			window.removeEventListener( 'scroll', onScroll );
			window.removeEventListener( 'resize', onScroll );
			window.cancelAnimationFrame( frame );
		};
	}, [ items ] );

	useEffect( () => {
		if ( ! props.sectionSwitch ) {
			return undefined;
		}
		let startY: number | null = null;
		const onStart = ( event: TouchEvent ) => {
			startY = event.touches[ 0 ]?.clientY ?? null;
		};
		const onEnd = ( event: TouchEvent ) => {
			const endY = event.changedTouches[ 0 ]?.clientY;
			if ( startY === null || endY === undefined ) {
				return;
			}
			const direction = swipeDirection( startY, endY );
			const target = activeRef.current + direction;
			if ( direction !== 0 && target >= 0 && target < items.length ) {
				goTo( target, false );
			}
			startY = null;
		};
		window.addEventListener( 'touchstart', onStart, { passive: true } );
		window.addEventListener( 'touchend', onEnd );
		return () => {
			window.removeEventListener( 'touchstart', onStart );
			window.removeEventListener( 'touchend', onEnd );
		};
	}, [ props.sectionSwitch, items.length, goTo ] );

	return (
		<ul className="inkblocks-scroll-navigation__list">
			{ items.map( ( item, index ) => (
				<li
					key={ item.sectionId }
					className="inkblocks-scroll-navigation__item"
				>
					<a
						className={ `inkblocks-scroll-navigation__link${
							index === active ? ' is-active' : ''
						}` }
						href={ `#${ item.sectionId }` }
						aria-current={
							index === active ? 'location' : undefined
						}
						onClick={ ( event ) => {
							if (
								event.metaKey ||
								event.ctrlKey ||
								event.shiftKey
							) {
								return;
							}
							event.preventDefault();
							goTo( index, event.detail === 0 );
						} }
					>
						<span
							className="inkblocks-scroll-navigation__label"
							// Inline HTML the server cleaned (Rich_Text::inline).
							dangerouslySetInnerHTML={ { __html: item.label } }
						/>
					</a>
				</li>
			) ) }
		</ul>
	);
}

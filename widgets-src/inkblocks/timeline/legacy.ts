/**
 * Timeline events as blocks from what came before them: the `items` attribute the sidebar form saved, and
 * core List blocks (a transform), and back to a list.
 */

/**
 * Internal dependencies
 */
import { richFromPlain, richFromTextarea } from '../testimonials/legacy';
import type { TimelineEventAttributes } from '../timeline-event/types';
import type { LegacyTimelineItem } from './types';

/**
 * The attributes of a Timeline event block from an item of the old `items` attribute.
 *
 * @param item The saved item (any shape).
 */
export function eventFromLegacy(
	item: LegacyTimelineItem
): Partial< TimelineEventAttributes > {
	const text = ( value: unknown ) =>
		typeof value === 'string' ? value : '';
	return {
		date: richFromPlain( text( item.date ) ),
		title: richFromPlain( text( item.title ) ),
		content: richFromTextarea( text( item.content ) ),
		imageId: Number( item.imageId ) || 0,
		imageUrl: text( item.imageUrl ),
		imageAlt: text( item.imageAlt ),
	};
}

/** A date and a title: "2019 – The first issue", "Spring 2024: Launch". */
const DATED = /^\s*([^:–—]{1,24}?)\s*(?::|\s[–—-])\s+(.+)$/s;

/**
 * A Timeline event from a list item's text: a leading date before a colon or a dash is its date, the
 * rest its title.
 *
 * @param content The list item's text (inline HTML).
 */
export function eventFromListItem(
	content: string
): Partial< TimelineEventAttributes > {
	const match = DATED.exec( content );
	return match
		? { date: match[ 1 ]!.trim(), title: match[ 2 ]!.trim() }
		: { title: content.trim() };
}

/**
 * A list item's text from a Timeline event: "date: title".
 *
 * @param event The event's attributes.
 */
export function listItemFromEvent(
	event: Partial< TimelineEventAttributes >
): string {
	return [ event.date, event.title ]
		.map( ( part ) => ( part ?? '' ).trim() )
		.filter( Boolean )
		.join( ': ' );
}

/**
 * Internal dependencies
 */
import { LOCAL_CATEGORY_STORAGE_KEY } from '../../community/constants';

/**
 * The category ids a guest follows, read from browser storage (SPEC 4.2); [] when absent or unreadable.
 */
export function localCategories(): number[] {
	try {
		const parsed: unknown = JSON.parse(
			window.localStorage.getItem( LOCAL_CATEGORY_STORAGE_KEY ) ?? '[]'
		);
		return Array.isArray( parsed )
			? parsed
					.map( Number )
					.filter( ( id ) => Number.isInteger( id ) && id > 0 )
			: [];
	} catch {
		return [];
	}
}

/**
 * Adds the id when absent, removes it when present; returns whether it is followed now.
 *
 * @param id The category id.
 */
export function toggleLocalCategory( id: number ): boolean {
	const ids = localCategories();
	const followed = ! ids.includes( id );
	const next = followed
		? [ ...ids, id ]
		: ids.filter( ( item ) => item !== id );
	try {
		window.localStorage.setItem(
			LOCAL_CATEGORY_STORAGE_KEY,
			JSON.stringify( next )
		);
	} catch {
		// Storage full or disabled: the follow lasts for this page only.
	}
	return followed;
}

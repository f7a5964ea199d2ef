/**
 * Wall-clock arithmetic in the site's time zone, so a daily cycle stays at the same local hour across
 * daylight-saving changes.
 */

const DAY = 86400000;

/**
 * The offset of a time zone from UTC at an instant, in ms (positive east of Greenwich).
 *
 * @param instant  Epoch ms.
 * @param timeZone An IANA name (Europe/Berlin) or a fixed offset (+02:00, UTC).
 */
export function zoneOffset( instant: number, timeZone: string ): number {
	const fixed = /^([+-])(\d{2}):?(\d{2})$/.exec( timeZone );
	if ( fixed ) {
		const minutes = Number( fixed[ 2 ] ) * 60 + Number( fixed[ 3 ] );
		return ( fixed[ 1 ] === '-' ? -1 : 1 ) * minutes * 60000;
	}
	let parts: Intl.DateTimeFormatPart[];
	try {
		parts = new Intl.DateTimeFormat( 'en-US', {
			timeZone,
			hourCycle: 'h23',
			year: 'numeric',
			month: 'numeric',
			day: 'numeric',
			hour: 'numeric',
			minute: 'numeric',
			second: 'numeric',
		} ).formatToParts( instant );
	} catch {
		return 0;
	}
	const part = ( type: string ) =>
		Number( parts.find( ( p ) => p.type === type )?.value ?? 0 );
	const wall = Date.UTC(
		part( 'year' ),
		part( 'month' ) - 1,
		part( 'day' ),
		part( 'hour' ),
		part( 'minute' ),
		part( 'second' )
	);
	return wall - Math.floor( instant / 1000 ) * 1000;
}

/**
 * The instant `days` calendar days after another, at the same wall-clock time in the time zone.
 *
 * @param instant  Epoch ms.
 * @param days     Whole days to add.
 * @param timeZone The time zone.
 */
export function addDaysInZone(
	instant: number,
	days: number,
	timeZone: string
): number {
	const wall = instant + zoneOffset( instant, timeZone ) + days * DAY;
	return instantOfWallClock( wall, timeZone, instant );
}

/**
 * The instant of a wall-clock time in the time zone. The offset at a nearby instant gives a first guess;
 * the offset at the guess corrects it once (a daylight-saving change in between).
 *
 * @param wall     The wall-clock time, its fields read as UTC (epoch ms).
 * @param timeZone The time zone.
 * @param near     An instant near it, whose offset makes the first guess (the wall time read as UTC).
 */
export function instantOfWallClock(
	wall: number,
	timeZone: string,
	near = wall
): number {
	const guess = wall - zoneOffset( near, timeZone );
	return wall - zoneOffset( guess, timeZone );
}

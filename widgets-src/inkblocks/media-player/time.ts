/**
 * A time in seconds as m:ss, or h:mm:ss from an hour on; 0:00 for an unknown time.
 *
 * @param seconds The time.
 */
export function formatTime( seconds: number ): string {
	const total = Number.isFinite( seconds )
		? Math.max( 0, Math.floor( seconds ) )
		: 0;
	const h = Math.floor( total / 3600 );
	const m = Math.floor( ( total % 3600 ) / 60 );
	const s = String( total % 60 ).padStart( 2, '0' );
	return h
		? `${ h }:${ String( m ).padStart( 2, '0' ) }:${ s }`
		: `${ m }:${ s }`;
}

/**
 * Widths of the images, percent of the whole: the active one takes activeSize and the others share the
 * rest; with none active they are even.
 *
 * @param count      Number of images.
 * @param active     Index of the active image, -1 for none.
 * @param activeSize Width of the active image, percent.
 */
export function accordionSizes(
	count: number,
	active: number,
	activeSize: number
): number[] {
	if ( count <= 1 ) {
		return count ? [ 100 ] : [];
	}
	if ( active < 0 || active >= count ) {
		return new Array< number >( count ).fill( 100 / count );
	}
	const rest = ( 100 - activeSize ) / ( count - 1 );
	return Array.from( { length: count }, ( _, i ) =>
		i === active ? activeSize : rest
	);
}

/**
 * A stand-in for the browser's IntersectionObserver that a test drives by hand: install it on
 * `window.IntersectionObserver`, then read `FakeObserver.all` and call `report()`.
 */
export class FakeObserver {
	static all: FakeObserver[] = [];
	observed: Element[] = [];
	disconnected = false;
	constructor(
		readonly callback: (
			entries: Array< { isIntersecting: boolean } >
		) => void,
		readonly options: { rootMargin?: string }
	) {
		FakeObserver.all.push( this );
	}
	observe( element: Element ) {
		this.observed.push( element );
	}
	disconnect() {
		this.disconnected = true;
	}
	report( isIntersecting: boolean ) {
		this.callback( [ { isIntersecting } ] );
	}
}

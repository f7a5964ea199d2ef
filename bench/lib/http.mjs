// Plain HTTP requests to the bench stack, timed from the request to the last byte of the answer.
import http from 'node:http';

export const REDIS = { 'X-Inkwell-Object-Cache': 'redis' };

export function request( url, { method = 'GET', headers = {}, body } = {} ) {
	return new Promise( ( resolve, reject ) => {
		const started = process.hrtime.bigint();
		const req = http.request( url, { method, headers, agent: false }, ( res ) => {
			const chunks = [];
			res.on( 'data', ( c ) => chunks.push( c ) );
			res.on( 'end', () =>
				resolve( {
					status: res.statusCode,
					headers: res.headers,
					body: Buffer.concat( chunks ),
					ms: Number( process.hrtime.bigint() - started ) / 1e6,
				} )
			);
		} );
		req.on( 'error', reject );
		req.setTimeout( 60000, () => req.destroy( new Error( `timeout: ${ url }` ) ) );
		req.end( body );
	} );
}

export function percentile( values, p ) {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	if ( ! sorted.length ) {
		return null;
	}
	return sorted[ Math.min( sorted.length - 1, Math.ceil( ( p / 100 ) * sorted.length ) - 1 ) ];
}

// Requests a second: completed requests over the time they took. (autocannon's own `requests.average`
// averages one-second samples, a partial last second among them, and a run of a set number of requests
// ends on its next one-second tick: both read a run of a few seconds far below its rate.)
export function ratePerSecond( requests, ms ) {
	return ms > 0 ? Math.round( requests / ( ms / 1000 ) ) : 0;
}

// The mean; PHP-FPM counts CPU time in clock ticks (10 ms), so a median of per-request CPU times is a
// multiple of 10 ms, while their mean over many requests is the CPU time a request costs.
export function mean( values ) {
	return values.length ? values.reduce( ( a, b ) => a + b, 0 ) / values.length : null;
}

// p50/p95 of `count` sequential GETs after `warmup` unmeasured ones (warm opcache, warm object cache).
export async function timeUrl( url, headers, count, warmup = 5 ) {
	for ( let i = 0; i < warmup; i++ ) {
		await request( url, { headers } );
	}
	const ms = [];
	let status = 0;
	for ( let i = 0; i < count; i++ ) {
		const r = await request( url, { headers } );
		status = r.status;
		ms.push( r.ms );
	}
	return { status, p50: percentile( ms, 50 ), p95: percentile( ms, 95 ), samples: ms.length };
}

// 1: uncached server time of each page type, Inkwell against the core's default theme, without and with
// the Redis object cache. The four variants are interleaved request by request, so a busy machine slows
// them alike and the ratio stays fair.
import { percentile, request, REDIS } from './http.mjs';

export const DEFAULT_THEME = 'twentytwentyfive';

const VARIANTS = [ 'inkwell', DEFAULT_THEME ].flatMap( ( theme ) =>
	[ 'none', 'redis' ].map( ( cache ) => ( {
		theme,
		cache,
		headers: { 'X-Inkwell-Bench-Theme': theme, ...( cache === 'redis' ? REDIS : {} ) },
	} ) )
);

export async function serverTime( ctx, { pages, count, warmup = 5 } ) {
	const out = {};
	for ( const [ type, url ] of Object.entries( pages ) ) {
		const ms = new Map();
		const status = new Map();
		for ( let i = 0; i < warmup + count; i++ ) {
			for ( const v of VARIANTS ) {
				const r = await request( url, { headers: v.headers } );
				status.set( v, r.status );
				if ( i >= warmup ) {
					ms.set( v, [ ...( ms.get( v ) ?? [] ), r.ms ] );
				}
			}
		}
		for ( const [ v, list ] of ms ) {
			const r = { status: status.get( v ), p50: percentile( list, 50 ), p95: percentile( list, 95 ), samples: list.length };
			( ( out[ v.theme ] ??= {} )[ v.cache ] ??= {} )[ type ] = r;
			ctx.log( `${ type.padEnd( 8 ) } ${ v.theme.padEnd( 16 ) } ${ v.cache.padEnd( 5 ) } p50 ${ r.p50.toFixed( 1 ) } ms  p95 ${ r.p95.toFixed( 1 ) } ms  (HTTP ${ r.status })` );
		}
	}
	return out;
}

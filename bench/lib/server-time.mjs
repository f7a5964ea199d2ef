// 1: uncached server time of each page type, Inkwell against the core's default theme and WordPress's
// floor, without and with the Redis object cache. The six variants are interleaved request by request, so a
// busy machine slows them alike and the ratios stay fair.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mean, percentile, request, REDIS } from './http.mjs';

export const DEFAULT_THEME = 'twentytwentyfive';

// The bench's floor theme (bench/stack/floor-theme) with no plugin active: what WordPress alone costs.
export const FLOOR = 'inkwell-bench-floor';
export const FLOOR_HEADERS = { 'X-Inkwell-Bench-Theme': FLOOR, 'X-Inkwell-Bench-Plugins': 'none' };

const VARIANTS = [ 'inkwell', DEFAULT_THEME, FLOOR ].flatMap( ( theme ) =>
	[ 'none', 'redis' ].map( ( cache ) => ( {
		theme,
		cache,
		headers: { ...( theme === FLOOR ? FLOOR_HEADERS : { 'X-Inkwell-Bench-Theme': theme } ), ...( cache === 'redis' ? REDIS : {} ) },
	} ) )
);

export const POOLS = { none: 'plain', redis: 'redis' };

// CPU time of each request, from the PHP-FPM access logs: "theme uri duration-ms cpu%" (bench/stack).
function cpuTimes( logDir, pages ) {
	const byPath = Object.fromEntries( Object.entries( pages ).map( ( [ type, url ] ) => [ new URL( url ).pathname, type ] ) );
	const out = {};
	for ( const [ cache, pool ] of Object.entries( POOLS ) ) {
		const file = `${ logDir }/fpm-${ pool }-access.log`;
		if ( ! existsSync( file ) ) {
			continue;
		}
		for ( const line of readFileSync( file, 'utf8' ).split( '\n' ) ) {
			const [ theme, uri, duration, cpu ] = line.trim().split( /\s+/ );
			const type = byPath[ uri ];
			if ( type && cpu ) {
				( ( ( out[ theme ] ??= {} )[ cache ] ??= {} )[ type ] ??= [] ).push( ( Number( duration ) * parseFloat( cpu ) ) / 100 );
			}
		}
	}
	return out;
}

// CPU milliseconds of the logged requests of one pool whose URI starts with prefix.
export function cpuOf( logDir, cache, prefix ) {
	const file = `${ logDir }/fpm-${ POOLS[ cache ] }-access.log`;
	if ( ! existsSync( file ) ) {
		return [];
	}
	return readFileSync( file, 'utf8' ).split( '\n' )
		.map( ( line ) => line.trim().split( /\s+/ ) )
		.filter( ( [ , uri, , cpu ] ) => cpu && uri.startsWith( prefix ) )
		.map( ( [ , , duration, cpu ] ) => ( Number( duration ) * parseFloat( cpu ) ) / 100 );
}

export function clearLogs( logDir ) {
	for ( const pool of Object.values( POOLS ) ) {
		writeFileSync( `${ logDir }/fpm-${ pool }-access.log`, '' );
	}
}

export async function serverTime( ctx, { pages, count, warmup = 5, logDir } ) {
	const out = {};
	clearLogs( logDir );
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
			ctx.log( `${ type.padEnd( 8 ) } ${ v.theme.padEnd( 19 ) } ${ v.cache.padEnd( 5 ) } p50 ${ r.p50.toFixed( 1 ) } ms  p95 ${ r.p95.toFixed( 1 ) } ms  (HTTP ${ r.status })` );
		}
	}
	// The warm-up requests are in the logs too; the median barely notices them.
	const cpu = cpuTimes( logDir, pages );
	for ( const [ theme, caches ] of Object.entries( out ) ) {
		for ( const [ cache, types ] of Object.entries( caches ) ) {
			for ( const [ type, r ] of Object.entries( types ) ) {
				r.cpuMs = mean( cpu[ theme ]?.[ cache ]?.[ type ] ?? [] );
			}
		}
	}
	return out;
}

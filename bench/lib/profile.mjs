// Profiles: where the PHP CPU time of each page type and of the community and list calls goes, sampled by
// Debian's php-excimer (bench/stack/profiler.php) on the bench stack: the top five functions by their own
// time and by the time spent in them and below, in milliseconds a call. The article is profiled on
// WordPress's floor too, and the difference says where Inkwell's time above WordPress's own goes.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { request, REDIS } from './http.mjs';
import { FLOOR_HEADERS } from './server-time.mjs';

const PERIOD_MS = 0.2; // bench/stack/profiler.php samples every 0.2 ms of CPU.
const CACHES = [ 'none', 'redis' ];
const WRAPPERS = new Set( [
	'do_action', 'do_action_ref_array', 'apply_filters', 'WP_Hook::apply_filters', 'WP_Hook::do_action', 'locate_template',
	'load_template', 'get_template_part', 'WP::main', 'wp', 'WP::parse_request', 'rest_api_loaded', 'WP_REST_Server::serve_request',
	'WP_REST_Server::dispatch', 'WP_REST_Server::respond_to_request',
] );

// Frame names without the folders every one of them shares.
const short = ( frame ) => frame.replace( /^.*?\/(wordpress|themes|plugins|bench)\//, '$1/' ).replace( /\/work\/[^/]+\//g, '' );

// The requests to profile: each page type as a guest, a like on both paths, a load-more and a posts-block
// page on both paths; every one without and with the object cache.
function targets( fixtures ) {
	const user = fixtures.users[ 0 ];
	const form = ( cache, path, withUser = true ) => ( {
		...( cache === 'redis' ? REDIS : {} ),
		'X-Inkwell-Bench-Path': path,
		'content-type': 'application/x-www-form-urlencoded',
		...( withUser ? { cookie: user.cookie } : {} ),
	} );
	const out = [];
	for ( const cache of CACHES ) {
		for ( const [ type, url ] of Object.entries( fixtures.pages ) ) {
			if ( type !== 'showcase' ) {
				out.push( { label: `page-${ type }-${ cache }`, url, headers: cache === 'redis' ? REDIS : {} } );
			}
		}
		out.push( { label: `page-article-floor-${ cache }`, url: fixtures.pages.article, headers: { ...FLOOR_HEADERS, ...( cache === 'redis' ? REDIS : {} ) } } );
		for ( const path of [ 'fast', 'init' ] ) {
			let liked = false;
			out.push( {
				label: `like-${ path }-${ cache }`,
				url: () => `/wp-json/fup/post/${ ( liked = ! liked ) ? 'like' : 'unlike' }?_wpnonce=${ user.nonce }`,
				method: 'POST',
				headers: form( cache, path ),
				body: `id=${ fixtures.post }`,
			} );
			if ( fixtures.loadMore ) {
				out.push( { label: `load-more-${ path }-${ cache }`, url: `/wp-json/fup/load-more-stories?_wpnonce=${ user.nonce }`, method: 'POST', headers: form( cache, path ), body: new URLSearchParams( fixtures.loadMore ).toString() } );
			}
			if ( fixtures.postsBlock ) {
				out.push( { label: `posts-block-${ path }-${ cache }`, url: '/wp-admin/admin-ajax.php', method: 'POST', headers: form( cache, path, false ), body: new URLSearchParams( { action: 'inkwell_widget_get_posts', ...fixtures.postsBlock } ).toString() } );
			}
		}
	}
	return out;
}

// Milliseconds a call of own and inclusive time of each frame in collapsed stacks ("a;b;c 12" a line).
function frameTimes( folded, requests ) {
	const self = new Map();
	const inclusive = new Map();
	const add = ( map, f, n ) => map.set( f, ( map.get( f ) ?? 0 ) + n );
	let total = 0;
	for ( const line of folded.split( '\n' ) ) {
		const at = line.lastIndexOf( ' ' );
		const count = Number( line.slice( at + 1 ) );
		if ( at < 0 || ! count ) {
			continue;
		}
		const frames = line.slice( 0, at ).split( ';' ).filter( Boolean ).map( short );
		total += count;
		add( self, frames.at( -1 ), count );
		for ( const f of new Set( frames ) ) {
			add( inclusive, f, count );
		}
	}
	const ms = ( n ) => ( n * PERIOD_MS ) / Math.max( 1, requests );
	const inMs = ( map ) => new Map( [ ...map ].map( ( [ f, n ] ) => [ f, ms( n ) ] ) );
	return { total: ms( total ), self: inMs( self ), inclusive: inMs( inclusive ) };
}

const round = ( v ) => Math.round( v * 100 ) / 100;
const top = ( map, skip = () => false ) => [ ...map ].filter( ( [ f, v ] ) => ! skip( f, v ) ).sort( ( a, b ) => b[ 1 ] - a[ 1 ] ).slice( 0, 5 ).map( ( [ f, v ] ) => ( { frame: f, ms: round( v ) } ) );
// Files' top-level code, the runners of hooks and templates and frames in nearly every sample say nothing
// about where the time goes.
const saysNothing = ( total ) => ( f, v ) => v >= total * 0.9 || f.endsWith( '.php' ) || WRAPPERS.has( f );

export function summarise( folded, requests ) {
	const t = frameTimes( folded, requests );
	return { requests, msPerCall: round( t.total ), self: top( t.self ), inclusive: top( t.inclusive, saysNothing( t.total ) ) };
}

// Where a call spends more than a baseline call: the frames whose time grew most, own and inclusive.
function difference( folded, requests, baseFolded, baseRequests ) {
	const a = frameTimes( folded, requests );
	const b = frameTimes( baseFolded, baseRequests );
	const minus = ( x, y ) => new Map( [ ...x ].map( ( [ f, v ] ) => [ f, v - ( y.get( f ) ?? 0 ) ] ) );
	const extra = a.total - b.total;
	return { requests, msPerCall: round( extra ), self: top( minus( a.self, b.self ) ), inclusive: top( minus( a.inclusive, b.inclusive ), saysNothing( extra ) ) };
}

export async function profiles( ctx, { base, fixtures, logDir, count = 20, warmup = 3 } ) {
	const dir = `${ logDir }/profiles`;
	const out = {};
	const profiled = new Map();
	const log = ( label, p, status ) => ctx.log( `${ label.padEnd( 30 ) } ${ p.msPerCall } ms a call ${ status }; own time: ${ p.self.map( ( s ) => `${ s.frame } ${ s.ms }` ).join( ', ' ) }` );
	for ( const t of targets( fixtures ) ) {
		const url = () => {
			const u = typeof t.url === 'function' ? t.url() : t.url;
			return u.startsWith( 'http' ) ? u : `${ base }${ u }`;
		};
		const send = ( extra = {} ) => request( url(), { method: t.method ?? 'GET', headers: { ...t.headers, ...extra }, body: t.body } );
		for ( let i = 0; i < warmup; i++ ) {
			await send();
		}
		rmSync( `${ dir }/${ t.label }.folded`, { force: true } );
		rmSync( `${ dir }/${ t.label }.requests`, { force: true } );
		let status = 0;
		for ( let i = 0; i < count; i++ ) {
			status = ( await send( { 'X-Inkwell-Bench-Profile': t.label } ) ).status;
		}
		if ( ! existsSync( `${ dir }/${ t.label }.folded` ) ) {
			out[ t.label ] = { error: 'no profile written (is php-excimer loaded in PHP-FPM?)', status };
			ctx.log( `${ t.label }: no profile` );
			continue;
		}
		const requests = readFileSync( `${ dir }/${ t.label }.requests`, 'utf8' ).split( '\n' ).filter( Boolean ).length;
		profiled.set( t.label, [ readFileSync( `${ dir }/${ t.label }.folded`, 'utf8' ), requests ] );
		out[ t.label ] = { status, ...summarise( ...profiled.get( t.label ) ) };
		log( t.label, out[ t.label ], `(HTTP ${ status })` );
	}
	for ( const cache of CACHES ) {
		const [ page, floor ] = [ `page-article-${ cache }`, `page-article-floor-${ cache }` ].map( ( label ) => profiled.get( label ) );
		if ( page && floor ) {
			const label = `page-article-above-floor-${ cache }`;
			out[ label ] = difference( ...page, ...floor );
			log( label, out[ label ], '' );
		}
	}
	return out;
}

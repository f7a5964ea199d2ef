// 4: community calls under load: each connection a distinct logged-in reader, alternating the action and
// its undo on one object; afterwards the stored rows must equal what the last answers say. Each action runs
// on both paths (the fast path before `init`, and the `init` path), chosen per request by the bench's
// mu-plugin (bench/stack/bench-path.php), which also marks every answer that went through `init`.
// Then the lists: load-more and posts-block pages, their PHP CPU a call and rate.
import autocannon from 'autocannon';
import { mean, percentile, ratePerSecond, request, REDIS } from './http.mjs';
import { clearLogs, cpuOf } from './server-time.mjs';

const round = ( ms ) => Math.round( ms * 10 ) / 10;

// The toggle pairs of SPEC 7.1 and the relation each one writes (DESIGN 4).
export const PAIRS = [
	{ name: 'like/unlike', on: '/post/like', off: '/post/unlike', relation: 'like', type: 'post', target: 'post' },
	{ name: 'follow/unfollow', on: '/user/follow', off: '/user/unfollow', relation: 'follow', type: 'user', target: 'author' },
	{ name: 'bookmark/unbookmark', on: '/post/bookmark', off: '/post/unbookmark', relation: 'bookmark', type: 'post', target: 'post' },
];

// The two ways WordPress can serve a community call (bench/stack/bench-path.php).
export const PATHS = [ 'fast', 'init' ];
export const CACHE_LABEL = { none: 'no object cache', redis: 'object cache' };

export async function routes( base ) {
	const r = await request( `${ base }/wp-json/` );
	return Object.keys( JSON.parse( r.body.toString() ).routes ?? {} );
}

const headersOf = ( user, cache, path ) => ( {
	...( cache === 'redis' ? REDIS : {} ),
	'X-Inkwell-Bench-Path': path,
	'content-type': 'application/x-www-form-urlencoded',
	...( user ? { cookie: user.cookie } : {} ),
} );

// Whether an answer went through `init` (autocannon keeps the header names as sent).
const servedByInit = ( headers = {} ) => Object.entries( headers ).some( ( [ name, value ] ) => name.toLowerCase() === 'x-inkwell-bench-served' && String( value ) === 'init' );

// Runs autocannon with one distinct user per connection (guests when `users` holds nulls), each POSTing
// `body` to the path `pathOf( context )` gives (with the user's nonce); `onAnswer( status, body, context )`
// sees each answer. Resolves with autocannon's result, every response time (it reports no p95 itself), the
// statuses, how many answers went through `init`, and the time from the start to the last answer.
function usersPosting( { base, users, amount, cache, path, pathOf, body, onAnswer = () => {} } ) {
	const times = [];
	const statuses = {};
	let viaInit = 0;
	let next = 0;
	const started = performance.now();
	let answered = started;
	return new Promise( ( resolve, reject ) => {
		const instance = autocannon(
			{
				url: base,
				connections: users.length,
				amount,
				timeout: 30,
				requests: [
					{
						method: 'POST',
						setupRequest: ( req, context ) => {
							if ( ! ( 'user' in context ) ) {
								context.user = users[ next++ % users.length ];
							}
							context.n = ( context.n ?? 0 ) + 1;
							const nonce = context.user ? `?_wpnonce=${ context.user.nonce }` : '';
							return { ...req, path: `${ pathOf( context ) }${ nonce }`, headers: headersOf( context.user, cache, path ), body };
						},
						onResponse: ( status, answer, context, headers ) => {
							statuses[ status ] = ( statuses[ status ] ?? 0 ) + 1;
							viaInit += servedByInit( headers ) ? 1 : 0;
							onAnswer( status, answer, context );
						},
					},
				],
			},
			( err, result ) => ( err ? reject( err ) : resolve( { result, times, statuses, viaInit, elapsedMs: answered - started } ) )
		);
		instance.on( 'response', ( client, status, bytes, ms ) => {
			times.push( ms );
			answered = performance.now();
		} );
	} );
}

// Rate, latency percentiles, errors, PHP CPU time and the path that served one autocannon run.
function summary( { result, times, statuses, viaInit, elapsedMs, empty = 0 }, logDir, cache, prefix ) {
	const cpu = cpuOf( logDir, cache, prefix );
	return {
		built: true,
		rps: ratePerSecond( result.requests.total, elapsedMs ),
		p50: round( percentile( times, 50 ) ),
		p95: round( percentile( times, 95 ) ),
		p99: round( percentile( times, 99 ) ),
		cpuMs: round( mean( cpu ) ?? 0 ),
		requests: result.requests.total,
		viaInit,
		errors: result.errors + result.timeouts + result.non2xx + empty,
		statuses,
		empty,
	};
}

const describe = ( o ) => `${ o.rps } req/s  p50 ${ o.p50 } ms  p95 ${ o.p95 } ms  p99 ${ o.p99 } ms  CPU ${ o.cpuMs } ms a call  via init ${ o.viaInit }/${ o.requests }  errors ${ o.errors }`;

const LOAD_MORE = '/wp-json/fup/load-more-stories';
const ADMIN_AJAX = '/wp-admin/admin-ajax.php';

// A load-more answer that carries a page: {code: 'success', data: [html]}.
const isListPage = ( body ) => {
	try {
		const answer = JSON.parse( body );
		return answer.code === 'success' && Array.isArray( answer.data ) && answer.data.length === 1;
	} catch {
		return false;
	}
};
// A posts-block answer: the HTML of a page of cards.
const isPostsPage = ( body ) => /<article|inkwell-posts__/.test( body );

// The list calls the bench measures: the second page of the article author's stories as their profile's
// 'more' button asks for it (a logged-in reader), and the second page of a posts block of the article's
// category as its page links ask for it (a guest).
function listCalls( fixtures, users ) {
	const calls = [];
	if ( fixtures.loadMore ) {
		calls.push( { name: 'load-more', prefix: '/wp-json/fup/', users, path: LOAD_MORE, body: new URLSearchParams( fixtures.loadMore ).toString(), isPage: isListPage } );
	}
	if ( fixtures.postsBlock ) {
		calls.push( {
			name: 'posts-block',
			prefix: ADMIN_AJAX,
			users: users.map( () => null ),
			path: ADMIN_AJAX,
			body: new URLSearchParams( { action: 'inkwell_widget_get_posts', ...fixtures.postsBlock } ).toString(),
			isPage: isPostsPage,
		} );
	}
	return calls;
}

// Load-more and posts-block pages under load, on both paths and both pools, then `sequential`: the
// p50 of one reader's load-more calls, the figure the growth rows compare between content sizes.
export async function listLoad( ctx, { base, fixtures, connections, amount, caches, logDir } ) {
	const known = await routes( base );
	const out = {};
	for ( const call of listCalls( fixtures, fixtures.users.slice( 0, connections ) ) ) {
		if ( call.name === 'load-more' && ! known.includes( '/fup/load-more-stories' ) ) {
			out[ call.name ] = { built: false };
			continue;
		}
		out[ call.name ] = { built: true };
		for ( const cache of caches ) {
			for ( const path of PATHS ) {
				clearLogs( logDir );
				let empty = 0;
				const load = await usersPosting( {
					base,
					users: call.users,
					amount,
					cache,
					path,
					body: call.body,
					pathOf: () => call.path,
					onAnswer: ( status, answer ) => {
						empty += status === 200 && ! call.isPage( answer.toString() ) ? 1 : 0;
					},
				} );
				const o = ( out[ call.name ][ `${ cache } ${ path }` ] = summary( { ...load, empty }, logDir, cache, call.prefix ) );
				ctx.log( `${ call.name } (${ CACHE_LABEL[ cache ] }, ${ path } path, ${ connections } connections): ${ describe( o ) }` );
			}
		}
	}
	if ( out[ 'load-more' ]?.built ) {
		out[ 'load-more' ].sequential = await loadMoreSequential( base, fixtures, 30, logDir );
		ctx.log( `load-more, one reader at a time: p50 ${ out[ 'load-more' ].sequential.p50 } ms  CPU ${ out[ 'load-more' ].sequential.cpuMs } ms a call` );
	}
	return out;
}

// p50 wall and CPU time of `count` sequential load-more calls by one reader (no object cache), after 5 unmeasured;
// each renders its page (bench-path.php gives the page cache a new version first), so content size shows.
export async function loadMoreSequential( base, fixtures, count, logDir ) {
	const user = fixtures.users[ 0 ];
	const call = () => request( `${ base }${ LOAD_MORE }?_wpnonce=${ user.nonce }`, {
		method: 'POST',
		headers: { ...headersOf( user, 'none', 'init' ), 'X-Inkwell-Bench-Render': '1' },
		body: new URLSearchParams( fixtures.loadMore ).toString(),
	} );
	for ( let i = 0; i < 5; i++ ) {
		await call();
	}
	clearLogs( logDir );
	const ms = [];
	let pages = 0;
	for ( let i = 0; i < count; i++ ) {
		const r = await call();
		ms.push( r.ms );
		pages += r.status === 200 && isListPage( r.body.toString() ) ? 1 : 0;
	}
	return { p50: round( percentile( ms, 50 ) ), cpuMs: round( mean( cpuOf( logDir, 'none', '/wp-json/fup/' ) ) ?? 0 ), samples: count, pages };
}

// Each pair on each pool: the fast path at every connection count, the `init` path at the first (its CPU
// time a call is the figure to compare). Keys: "<pair>|<cache>|<path>|<connections>".
export async function communityLoad( ctx, { base, fixtures, connections, amount, caches, logDir } ) {
	const known = await routes( base );
	const out = {};
	const runs = [ ...connections.map( ( n ) => [ 'fast', n ] ), [ 'init', connections[ 0 ] ] ];
	for ( const pair of PAIRS ) {
		for ( const cache of caches ) {
			for ( const [ path, n ] of runs ) {
				const key = [ pair.name, cache, path, n ].join( '|' );
				if ( ! known.includes( `/fup${ pair.on }` ) || ! known.includes( `/fup${ pair.off }` ) ) {
					out[ key ] = { built: false };
					ctx.log( `${ pair.name }: n/a (route not built)` );
					continue;
				}
				out[ key ] = await toggleRun( ctx, { base, fixtures, pair, cache, path, users: fixtures.users.slice( 0, n ), amount, logDir } );
				ctx.log( `${ pair.name } (${ CACHE_LABEL[ cache ] }, ${ path } path, ${ n } connections): ${ describe( out[ key ] ) }  rows ${ out[ key ].rows } expected ${ out[ key ].expected } cached ${ out[ key ].cached }` );
			}
		}
	}
	return out;
}

// One load run of a toggle pair, with the count check.
async function toggleRun( ctx, { base, fixtures, pair, cache, path, users, amount, logDir } ) {
	const id = fixtures[ pair.target ];
	if ( cache === 'redis' ) {
		ctx.flushRedis();
	}
	const before = ctx.relations( pair.relation, pair.type, id, cache );
	const ours = new Set( users.map( ( u ) => u.id ) );
	const others = before.users.filter( ( u ) => ! ours.has( u ) ).length;
	clearLogs( logDir );
	const last = new Map();
	const load = await usersPosting( {
		base,
		users,
		amount,
		cache,
		path,
		body: `id=${ id }`,
		pathOf: ( context ) => `/wp-json/fup${ context.n % 2 ? pair.on : pair.off }`,
		onAnswer: ( status, answer, context ) => {
			if ( status === 200 ) {
				// The last successful answer of a connection is its user's final state: its message
				// (post-like / post-unlike, ...) when it has one, else the request sent.
				let message = null;
				try {
					message = JSON.parse( answer ).message;
				} catch {}
				const on = typeof message === 'string' ? ! /-un[a-z]+$/.test( message ) : context.n % 2 === 1;
				last.set( context.user.id, on );
			}
		},
	} );
	// Users of the pair who answered nothing keep their earlier state.
	const unchanged = before.users.filter( ( u ) => ours.has( u ) && ! last.has( u ) ).length;
	const after = ctx.relations( pair.relation, pair.type, id, cache );
	const expected = others + unchanged + [ ...last.values() ].filter( Boolean ).length;
	return {
		...summary( load, logDir, cache, '/wp-json/fup/' ),
		connections: users.length,
		rows: after.rows,
		distinct: after.distinct,
		cached: after.cached,
		expected,
		exact: after.rows === expected && after.distinct === after.rows && ( after.cached === null || after.cached === after.rows ),
	};
}

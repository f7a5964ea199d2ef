// 4: community calls under load: 50 connections, each a distinct logged-in reader, alternating the action
// and its undo on one object; afterwards the stored rows must equal what the last answers say.
import autocannon from 'autocannon';
import { percentile, request, REDIS } from './http.mjs';
import { clearLogs, cpuOf } from './server-time.mjs';

const round = ( ms ) => Math.round( ms * 10 ) / 10;

// The toggle pairs of SPEC 7.1 and the relation each one writes (DESIGN 4).
export const PAIRS = [
	{ name: 'like/unlike', on: '/post/like', off: '/post/unlike', relation: 'like', type: 'post', target: 'post' },
	{ name: 'follow/unfollow', on: '/user/follow', off: '/user/unfollow', relation: 'follow', type: 'user', target: 'author' },
	{ name: 'bookmark/unbookmark', on: '/post/bookmark', off: '/post/unbookmark', relation: 'bookmark', type: 'post', target: 'post' },
];

export async function routes( base ) {
	const r = await request( `${ base }/wp-json/` );
	return Object.keys( JSON.parse( r.body.toString() ).routes ?? {} );
}

// The load runs measure the fast path of the actions (served before `init`), which DESIGN 7 budgets;
// action-paths.mjs compares it with the usual path.
const formHeaders = ( user, cache ) => ( {
	...( cache === 'redis' ? REDIS : {} ),
	'X-Inkwell-Fast-Actions': 'on',
	'content-type': 'application/x-www-form-urlencoded',
	cookie: user.cookie,
} );

// Runs autocannon with one distinct logged-in user per connection, each POSTing `body` to the path
// `pathOf( context )` gives (with the user's nonce); `onAnswer( status, body, context )` sees each answer.
// Resolves with autocannon's result, every response time (it reports no p95 itself) and the statuses.
function usersPosting( { base, users, amount, cache, pathOf, body, onAnswer = () => {} } ) {
	const times = [];
	const statuses = {};
	let next = 0;
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
							context.user ??= users[ next++ % users.length ];
							context.n = ( context.n ?? 0 ) + 1;
							return { ...req, path: `${ pathOf( context ) }?_wpnonce=${ context.user.nonce }`, headers: formHeaders( context.user, cache ), body };
						},
						onResponse: ( status, answer, context ) => {
							statuses[ status ] = ( statuses[ status ] ?? 0 ) + 1;
							onAnswer( status, answer, context );
						},
					},
				],
			},
			( err, result ) => ( err ? reject( err ) : resolve( { result, times, statuses } ) )
		);
		instance.on( 'response', ( client, status, bytes, ms ) => times.push( ms ) );
	} );
}

// Rate, latency percentiles, errors and PHP CPU time of one autocannon run.
function summary( { result, times, statuses, empty = 0 }, logDir, cache ) {
	return {
		built: true,
		rps: Math.round( result.requests.average ),
		p50: round( percentile( times, 50 ) ),
		p95: round( percentile( times, 95 ) ),
		p99: round( percentile( times, 99 ) ),
		cpuP50: round( percentile( cpuOf( logDir, cache, '/wp-json/fup/' ), 50 ) ?? 0 ),
		requests: result.requests.total,
		errors: result.errors + result.timeouts + result.non2xx + empty,
		statuses,
		empty,
	};
}

const LOAD_MORE = '/wp-json/fup/load-more-stories';

// A load-more answer that carries a page: {code: 'success', data: [html]}.
const isPage = ( body ) => {
	try {
		const answer = JSON.parse( body );
		return answer.code === 'success' && Array.isArray( answer.data ) && answer.data.length === 1;
	} catch {
		return false;
	}
};

// Load-more under load: each connection a distinct reader asking for the second page of the author's
// stories (an answer without the page counts as an error); then `sequential` p50 of one reader's calls,
// the figure the growth rows compare between content sizes.
export async function loadMoreLoad( ctx, { base, fixtures, connections, amount, caches, logDir } ) {
	if ( ! fixtures.loadMore || ! ( await routes( base ) ).includes( '/fup/load-more-stories' ) ) {
		ctx.log( 'load-more: n/a (route not built)' );
		return { built: false };
	}
	const users = fixtures.users.slice( 0, connections );
	const body = new URLSearchParams( fixtures.loadMore ).toString();
	const out = { built: true };
	for ( const cache of caches ) {
		const key = cache === 'redis' ? 'object cache' : 'no object cache';
		clearLogs( logDir );
		let empty = 0;
		const load = await usersPosting( {
			base,
			users,
			amount,
			cache,
			body,
			pathOf: () => LOAD_MORE,
			onAnswer: ( status, answer ) => {
				empty += status === 200 && ! isPage( answer ) ? 1 : 0;
			},
		} );
		out[ key ] = summary( { ...load, empty }, logDir, cache );
		const o = out[ key ];
		ctx.log( `load-more (${ key }): ${ o.rps } req/s  p50 ${ o.p50 } ms  p95 ${ o.p95 } ms  p99 ${ o.p99 } ms  errors ${ o.errors }` );
	}
	out.sequential = await loadMoreSequential( base, fixtures, 30, logDir );
	ctx.log( `load-more, one reader at a time: p50 ${ out.sequential.p50 } ms  CPU p50 ${ out.sequential.cpuP50 } ms` );
	return out;
}

// p50 wall and CPU time of `count` sequential load-more calls by one reader (no object cache), after 5 unmeasured.
export async function loadMoreSequential( base, fixtures, count, logDir ) {
	const user = fixtures.users[ 0 ];
	const call = () => request( `${ base }${ LOAD_MORE }?_wpnonce=${ user.nonce }`, {
		method: 'POST',
		headers: formHeaders( user, 'none' ),
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
		pages += r.status === 200 && isPage( r.body.toString() ) ? 1 : 0;
	}
	return { p50: round( percentile( ms, 50 ) ), cpuP50: round( percentile( cpuOf( logDir, 'none', '/wp-json/fup/' ), 50 ) ?? 0 ), samples: count, pages };
}

export async function communityLoad( ctx, { base, fixtures, connections, amount, caches, logDir } ) {
	const known = await routes( base );
	const out = {};
	for ( const pair of PAIRS ) {
		for ( const cache of caches ) {
			const key = `${ pair.name } (${ cache === 'redis' ? 'object cache' : 'no object cache' })`;
			if ( ! known.includes( `/fup${ pair.on }` ) || ! known.includes( `/fup${ pair.off }` ) ) {
				out[ key ] = { built: false };
				ctx.log( `${ key }: n/a (route not built)` );
				continue;
			}
			const id = fixtures[ pair.target ];
			const users = fixtures.users.slice( 0, connections );
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
				body: `id=${ id }`,
				pathOf: ( context ) => `/wp-json/fup${ context.n % 2 ? pair.on : pair.off }`,
				onAnswer: ( status, answer, context ) => {
					if ( status === 200 ) {
						// The last successful answer of a connection is its user's final state: its
						// message (post-like / post-unlike, ...) when it has one, else the request sent.
						let message = null;
						try {
							message = JSON.parse( answer ).message;
						} catch {}
						const on = typeof message === 'string' ? ! /-un[a-z]+$/.test( message ) : context.n % 2 === 1;
						last.set( context.user.id, on );
					}
				},
			} );
			const after = ctx.relations( pair.relation, pair.type, id, cache );
			const expected = others + [ ...last.values() ].filter( Boolean ).length;
			out[ key ] = {
				...summary( load, logDir, cache ),
				rows: after.rows,
				distinct: after.distinct,
				cached: after.cached,
				expected,
				exact: after.rows === expected && after.distinct === after.rows && ( after.cached === null || after.cached === after.rows ),
			};
			const o = out[ key ];
			ctx.log( `${ key }: ${ o.rps } req/s  p50 ${ o.p50 } ms  p95 ${ o.p95 } ms  p99 ${ o.p99 } ms  errors ${ o.errors }  rows ${ o.rows } expected ${ expected } cached ${ o.cached }` );
		}
	}
	return out;
}

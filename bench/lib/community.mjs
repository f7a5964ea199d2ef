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

// Runs autocannon; resolves with its result and every response time (autocannon reports no p95 itself).
function run( opts ) {
	const times = [];
	return new Promise( ( resolve, reject ) => {
		const instance = autocannon( opts, ( err, result ) => ( err ? reject( err ) : resolve( { result, times } ) ) );
		instance.on( 'response', ( client, status, bytes, ms ) => times.push( ms ) );
	} );
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
			let next = 0;
			const last = new Map();
			const statuses = {};
			const { result, times } = await run( {
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
							const path = context.n % 2 ? pair.on : pair.off;
							return {
								...req,
								path: `/wp-json/fup${ path }?_wpnonce=${ context.user.nonce }`,
								headers: {
									...( cache === 'redis' ? REDIS : {} ),
									'content-type': 'application/x-www-form-urlencoded',
									cookie: context.user.cookie,
								},
								body: `id=${ id }`,
							};
						},
						onResponse: ( status, body, context ) => {
							statuses[ status ] = ( statuses[ status ] ?? 0 ) + 1;
							if ( status === 200 ) {
								// The last successful answer of a connection is its user's final state: its
								// message (post-like / post-unlike, ...) when it has one, else the request sent.
								let message = null;
								try {
									message = JSON.parse( body ).message;
								} catch {}
								const on = typeof message === 'string' ? ! /-un[a-z]+$/.test( message ) : context.n % 2 === 1;
								last.set( context.user.id, on );
							}
						},
					},
				],
			} );
			const after = ctx.relations( pair.relation, pair.type, id, cache );
			const expected = others + [ ...last.values() ].filter( Boolean ).length;
			const errors = result.errors + result.timeouts + result.non2xx;
			out[ key ] = {
				built: true,
				rps: Math.round( result.requests.average ),
				p50: round( percentile( times, 50 ) ),
				p95: round( percentile( times, 95 ) ),
				p99: round( percentile( times, 99 ) ),
				cpuP50: round( percentile( cpuOf( logDir, cache, '/wp-json/fup/' ), 50 ) ?? 0 ),
				requests: result.requests.total,
				errors,
				statuses,
				rows: after.rows,
				distinct: after.distinct,
				cached: after.cached,
				expected,
				exact: after.rows === expected && after.distinct === after.rows && ( after.cached === null || after.cached === after.rows ),
			};
			const o = out[ key ];
			ctx.log( `${ key }: ${ o.rps } req/s  p50 ${ o.p50 } ms  p95 ${ o.p95 } ms  p99 ${ o.p99 } ms  errors ${ errors }  rows ${ o.rows } expected ${ expected } cached ${ o.cached }` );
		}
	}
	return out;
}

// npm run bench -- --cluster: throughput of the cluster npm run cluster builds (bin/bench starts it).
//   node bench/cluster.mjs --fixtures FILE --out FILE [--seconds 10]
// Guest pages through Varnish; logged-in pages and community calls through Varnish to PHP, with both
// application nodes and then with node 2 stopped; PHP CPU time per request from the nodes' access logs.
// A measurement: it asserts nothing.
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { percentile, ratePerSecond } from './lib/http.mjs';

const root = dirname( dirname( fileURLToPath( import.meta.url ) ) );
const { values: opts } = parseArgs( { options: { fixtures: { type: 'string' }, out: { type: 'string' }, seconds: { type: 'string', default: '10' } } } );
const fixtures = JSON.parse( readFileSync( opts.fixtures, 'utf8' ) );
const run = process.env.CLUSTER_RUN;
const base = process.env.CLUSTER_URL;
const seconds = Number( opts.seconds );
const control = ( ...args ) => execFileSync( 'bash', [ join( root, 'tests/cluster/control.sh' ), ...args ], { encoding: 'utf8' } );
const round = ( n ) => ( n === null || Number.isNaN( n ) ? null : Math.round( n * 10 ) / 10 );
const article = new URL( fixtures.pages.article ).pathname;

// PHP CPU ms of each request whose path starts with `prefix`, from both nodes' access logs
// ("METHOD URI STATUS duration-ms cpu-%"), and how many each node served.
function phpCpu( prefix ) {
	const cpu = [];
	const perNode = [];
	for ( const n of [ 1, 2 ] ) {
		let lines = [];
		try {
			lines = readFileSync( `${ run }/app${ n }/access.log`, 'utf8' ).split( '\n' ).filter( Boolean );
		} catch {}
		let count = 0;
		for ( const line of lines ) {
			const [ , uri, , ms, share ] = line.split( ' ' );
			if ( uri?.startsWith( prefix ) ) {
				count++;
				cpu.push( ( Number( ms ) * Number( String( share ).replace( '%', '' ) ) ) / 100 );
			}
		}
		perNode.push( count );
	}
	return { cpuP50: round( percentile( cpu, 50 ) ), perNode };
}
const clearLogs = () => [ 1, 2 ].forEach( ( n ) => writeFileSync( `${ run }/app${ n }/access.log`, '' ) );
const logged = () => [ 1, 2 ].reduce( ( sum, n ) => {
	try {
		return sum + readFileSync( `${ run }/app${ n }/access.log`, 'utf8' ).length;
	} catch {
		return sum;
	}
}, 0 );
// PHP finishes the requests a run left behind (nginx does not abort them): wait until the nodes log
// nothing new for 2 s (60 s at most), so that no run pays for the one before it.
async function settle() {
	let before = -1;
	for ( let i = 0; i < 30 && logged() !== before; i++ ) {
		before = logged();
		await new Promise( ( resolve ) => setTimeout( resolve, 2000 ) );
	}
}

// autocannon for `seconds` with `connections`; each connection may carry a reader (cookie, nonce).
function load( { connections, users = [], method = 'GET', path, body } ) {
	const times = [];
	let next = 0;
	return new Promise( ( resolve, reject ) => {
		const instance = autocannon(
			{
				url: base,
				connections,
				duration: seconds,
				timeout: 30,
				requests: [
					{
						method,
						setupRequest: ( req, context ) => {
							context.user ??= users.length ? users[ next++ % users.length ] : null;
							context.n = ( context.n ?? 0 ) + 1;
							const headers = { ...req.headers, accept: 'application/json, text/html' };
							if ( context.user ) {
								headers.cookie = context.user.cookie;
							}
							if ( body ) {
								headers[ 'content-type' ] = 'application/x-www-form-urlencoded';
							}
							const p = typeof path === 'function' ? path( context ) : path;
							return { ...req, headers, path: p, body };
						},
					},
				],
			},
			( err, result ) =>
				err
					? reject( err )
					: resolve( {
						rps: ratePerSecond( result.requests.total, result.duration * 1000 ),
						p50: round( percentile( times, 50 ) ),
						p95: round( percentile( times, 95 ) ),
						requests: result.requests.total,
						errors: result.errors + result.timeouts + result.non2xx,
					} )
		);
		instance.on( 'response', ( client, status, bytes, ms ) => times.push( ms ) );
	} );
}

const readers = fixtures.users;
const out = { date: new Date().toISOString(), load: os.loadavg(), cpus: os.cpus().length, seed: fixtures.seed, seconds };
const log = ( label, r ) => console.log( `    ${ label.padEnd( 44 ) } ${ String( r.rps ).padStart( 6 ) } req/s  p50 ${ r.p50 } ms  p95 ${ r.p95 } ms  errors ${ r.errors }${ r.cpuP50 !== undefined ? `  PHP CPU p50 ${ r.cpuP50 } ms  nodes ${ r.perNode.join( '/' ) }` : '' }` );

// Guests: the article from Varnish's memory (stored by the first run).
await load( { connections: 10, path: article } );
out.guest = await load( { connections: 50, path: article } );
log( 'guest article, Varnish', out.guest );

// Guests who miss the cache (a new query string each time): what a guest page costs PHP.
let miss = 0;
await load( { connections: 8, path: () => `${ article }?miss=${ miss++ }` } );
await settle();
clearLogs();
out.guestMiss = { ...( await load( { connections: 8, path: () => `${ article }?miss=${ miss++ }` } ) ), ...phpCpu( article ) };
log( 'guest article, cache missed (PHP), 2 nodes', out.guestMiss );

for ( const nodes of [ 2, 1 ] ) {
	if ( nodes === 1 ) {
		control( 'kill-app', '2' );
	}
	const key = `${ nodes } node${ nodes > 1 ? 's' : '' }`;
	out[ key ] = {};
	if ( nodes === 2 ) {
		// Unmeasured: warm the object cache for logged-in pages.
		await load( { connections: 8, users: readers, path: `${ article }?bench=1` } );
	}
	for ( const connections of [ 8, 50 ] ) {
		await settle();
		clearLogs();
		const page = await load( { connections, users: readers, path: `${ article }?bench=1` } );
		out[ key ][ `logged-in article, ${ connections } readers` ] = { ...page, ...phpCpu( article ) };
		log( `${ key }: logged-in article, ${ connections } readers`, out[ key ][ `logged-in article, ${ connections } readers` ] );
		await settle();
		clearLogs();
		const like = await load( {
			connections,
			users: readers,
			method: 'POST',
			body: `id=${ fixtures.post }`,
			path: ( context ) => `/wp-json/fup/post/${ context.n % 2 ? 'like' : 'unlike' }?_wpnonce=${ context.user.nonce }`,
		} );
		out[ key ][ `like/unlike, ${ connections } readers` ] = { ...like, ...phpCpu( '/wp-json/fup/' ) };
		log( `${ key }: like/unlike, ${ connections } readers`, out[ key ][ `like/unlike, ${ connections } readers` ] );
	}
}
control( 'start-app', '2' );
writeFileSync( opts.out, JSON.stringify( out, null, '\t' ) );

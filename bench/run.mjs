// Runs the measurements of npm run bench against the stack bin/bench started, and writes the raw numbers.
//   node bench/run.mjs --out FILE [--stages server,weight,lighthouse,community,notifications,cache,profile,peer]
//                      [--requests N]
//                      [--connections 8,50] [--runs 3] [--growth]
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { afterComment } from './lib/after-comment.mjs';
import { cacheability } from './lib/cacheable.mjs';
import { communityLoad, listLoad, loadMoreSequential } from './lib/community.mjs';
import { mean, timeUrl } from './lib/http.mjs';
import { lighthouseScores } from './lib/lighthouse.mjs';
import { notificationCosts } from './lib/notifications.mjs';
import { peer } from './lib/peer.mjs';
import { profiles } from './lib/profile.mjs';
import { clearLogs, cpuOf, serverTime } from './lib/server-time.mjs';
import { pageWeight } from './lib/weight.mjs';

const root = dirname( dirname( fileURLToPath( import.meta.url ) ) );
const { values: opts } = parseArgs( {
	options: {
		out: { type: 'string' },
		stages: { type: 'string', default: 'server,weight,lighthouse,community,notifications,cache' },
		requests: { type: 'string', default: '30' },
		growth: { type: 'boolean', default: false },
		// Community calls run at each of these concurrencies; the first is the one of the budget (DESIGN 7).
		connections: { type: 'string', default: '8,50' },
		calls: { type: 'string', default: '1000' },
		runs: { type: 'string', default: '3' },
	},
} );
const port = process.env.BENCH_PORT;
const base = `http://127.0.0.1:${ port }`;
const run = `${ process.env.VAR }/bench`;

function wpPhp( script, args, env = {} ) {
	return execFileSync( 'php', [ '-d', 'memory_limit=512M', join( root, 'bin/php/wp-run.php' ), join( root, 'bench/php', script ), ...args ], {
		env: { ...process.env, INKWELL_SITE: 'bench', ...env },
		encoding: 'utf8',
		maxBuffer: 64 * 1024 * 1024,
	} );
}

const REDIS_ENV = { INKWELL_OBJECT_CACHE: `${ run }/redis.sock` };
const ctx = {
	log: ( line ) => console.log( `    ${ line }` ),
	// Rows of one relation, and the plugin's count read through Redis like the object-cache pool reads it.
	relations: ( relation, type, id, cache ) =>
		JSON.parse( wpPhp( 'relations.php', [ relation, type, String( id ) ], cache === 'redis' ? REDIS_ENV : {} ) ),
	// The plain pool writes past Redis: start each object-cache run from an empty, hence consistent, cache.
	flushRedis: () => execFileSync( 'redis-cli', [ '-s', `${ run }/redis.sock`, 'FLUSHALL' ] ),
};

const stages = new Set( opts.stages.split( ',' ) );
const connections = opts.connections.split( ',' ).map( Number );
// Logins go through Redis too, so both pools see the new session tokens.
const fixtures = JSON.parse( wpPhp( 'fixtures.php', [ String( Math.max( ...connections ) ) ], REDIS_ENV ) );
const pages = fixtures.pages;
const core = { article: pages.article, category: pages.category, author: pages.author, front: pages.front };
const raw = { date: new Date().toISOString(), load: os.loadavg(), cpus: os.cpus().length, seed: fixtures.seed, pages, workers: Number( process.env.BENCH_WORKERS ) };
const stage = async ( name, title, fn ) => {
	if ( stages.has( name ) ) {
		console.log( `\x1b[1m==> ${ title }\x1b[0m` );
		const started = Date.now();
		raw[ name ] = await fn();
		console.log( `    (${ Math.round( ( Date.now() - started ) / 1000 ) } s)` );
	}
};

if ( opts.growth ) {
	console.log( `\x1b[1m==> Growth: server time at ${ fixtures.seed.posts } posts\x1b[0m` );
	raw.growth = {};
	for ( const type of [ 'article', 'author' ] ) {
		clearLogs( run );
		raw.growth[ type ] = await timeUrl( pages[ type ], {}, Number( opts.requests ) );
		raw.growth[ type ].cpuMs = mean( cpuOf( run, 'none', new URL( pages[ type ] ).pathname ) );
		ctx.log( `${ type.padEnd( 8 ) } p50 ${ raw.growth[ type ].p50.toFixed( 1 ) } ms  CPU ${ raw.growth[ type ].cpuMs?.toFixed( 1 ) } ms a request` );
	}
	if ( fixtures.loadMore ) {
		raw.growth.loadMore = await loadMoreSequential( base, fixtures, Number( opts.requests ), run );
		ctx.log( `load-more p50 ${ raw.growth.loadMore.p50 } ms  CPU ${ raw.growth.loadMore.cpuMs } ms a call` );
	}
} else {
	await stage( 'server', 'Server time, Inkwell vs twentytwentyfive, without and with the object cache', async () => ( {
		...( await serverTime( ctx, { pages: core, count: Number( opts.requests ), logDir: run } ) ),
		afterComment: await afterComment( ctx, {
			front: pages.front,
			count: Number( opts.requests ),
			comment: ( action, cache ) => {
				const out = wpPhp( 'comment.php', [ action ], cache === 'redis' ? REDIS_ENV : {} ).trim();
				// Removed past Redis: the next stage starts from an empty, hence consistent, cache.
				if ( action === 'remove' ) {
					ctx.flushRedis();
				}
				return out;
			},
		} ),
	} ) );
	await stage( 'weight', 'Page weight in Chromium (guest)', () => pageWeight( ctx, { pages, root } ) );
	await stage( 'lighthouse', `Lighthouse, mobile, ${ opts.runs } runs a page`, () => lighthouseScores( ctx, { pages, runs: Number( opts.runs ) } ) );
	await stage( 'community', `Community calls, ${ connections.join( ' and ' ) } distinct logged-in users at once, fast and init paths`, async () => {
		const load = { base, fixtures, connections, amount: Number( opts.calls ), caches: [ 'none', 'redis' ], logDir: run };
		// A list page is rendered HTML, so fewer calls keep the stage short; at the budget's concurrency.
		raw.lists = await listLoad( ctx, { ...load, connections: connections[ 0 ], amount: Math.min( load.amount, 300 ) } );
		return communityLoad( ctx, load );
	} );
	await stage( 'notifications', 'Notifications: the count read on a page view, the inserts of an event', () =>
		notificationCosts( ctx, { base, fixtures, logDir: run } ) );
	await stage( 'cache', 'Cacheability of guest pages', () => cacheability( ctx, { pages } ) );
	await stage( 'profile', 'Profiles (php-excimer): where the PHP CPU time of a call goes', () => profiles( ctx, { base, fixtures, logDir: run } ) );
	await stage( 'peer', `Peer: Ghost ${ process.env.PEER_GHOST_VERSION } (${ process.env.PEER_MODE } mode, SQLite) beside Inkwell`, () => {
		if ( ! process.env.PEER_URL ) {
			ctx.log( `Ghost did not start: ${ process.env.PEER_ERROR ?? 'see var/peer' }` );
			return { error: process.env.PEER_ERROR ?? 'Ghost did not start' };
		}
		return peer( ctx, {
			ghost: process.env.PEER_URL,
			mode: process.env.PEER_MODE,
			inkwellPages: pages,
			exportArticles: () => JSON.parse( wpPhp( 'peer-articles.php', [ String( fixtures.post ), '20' ] ) ),
			count: Number( opts.requests ),
			runs: Number( opts.runs ),
			// Why production mode was not used, when it was not.
			note: process.env.PEER_MODE === 'development' ? process.env.PEER_ERROR : null,
		} );
	} );
}
writeFileSync( opts.out, JSON.stringify( raw, null, '\t' ) );

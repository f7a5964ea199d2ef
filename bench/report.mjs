// Builds the table of npm run bench from the raw numbers: each figure beside its DESIGN.md section 7 budget
// with PASS or OVER, written to bench/results/latest.md, a dated copy and the raw JSON. Exits 0 always.
//   node bench/report.mjs --raw FILE [--growth FILE] --scale N --stamp STAMP
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values: opts } = parseArgs( {
	options: { raw: { type: 'string' }, growth: { type: 'string' }, scale: { type: 'string', default: '1' }, stamp: { type: 'string' } },
} );
const results = join( dirname( fileURLToPath( import.meta.url ) ), 'results' );
const raw = JSON.parse( readFileSync( opts.raw, 'utf8' ) );
const growth = opts.growth ? JSON.parse( readFileSync( opts.growth, 'utf8' ) ) : null;

const rows = [];
let within = 0;
let over = 0;
// A row; ok is true (PASS), false (OVER) or null (no verdict: not measured, or no budget).
function row( what, value, budget, ok, note = '' ) {
	if ( ok === true ) {
		within++;
	} else if ( ok === false ) {
		over++;
	}
	rows.push( [ what, value, budget, ok === null ? '—' : ok ? 'PASS' : 'OVER', note ] );
}
const ms = ( v ) => `${ v.toFixed( 1 ) } ms`;
// A difference, with its sign: +3.2 ms, -1.7 ms.
const plusMs = ( v ) => `${ v < 0 ? '' : '+' }${ ms( v ) }`;
const CACHES = { none: 'no object cache', redis: 'Redis object cache' };

// 1. Server time: Inkwell's p50 over the default theme's, <= 0.5 with the object cache, <= 0.7 without.
const RATIO = { none: 0.7, redis: 0.5 };
// What WordPress alone costs the same page (the bench's floor theme, no plugin), and what each theme adds.
function floorNote( floor, ink, def ) {
	const cpu = floor.cpuMs && ink.cpuMs && def.cpuMs ? ` (PHP CPU ${ ms( floor.cpuMs ) }: ${ plusMs( ink.cpuMs - floor.cpuMs ) } / ${ plusMs( def.cpuMs - floor.cpuMs ) })` : '';
	return `WordPress floor (an empty theme, no plugin) p50 ${ ms( floor.p50 ) }, ratio ${ ( floor.p50 / def.p50 ).toFixed( 2 ) }; above it, Inkwell with its plugins ${ plusMs( ink.p50 - floor.p50 ) }, the default theme ${ plusMs( def.p50 - floor.p50 ) }${ cpu }.`;
}
if ( raw.server ) {
	for ( const cache of [ 'none', 'redis' ] ) {
		for ( const type of [ 'article', 'category', 'author', 'front' ] ) {
			const ink = raw.server.inkwell[ cache ][ type ];
			const def = raw.server.twentytwentyfive[ cache ][ type ];
			const floor = raw.server[ 'inkwell-bench-floor' ]?.[ cache ][ type ];
			const ratio = ink.p50 / def.p50;
			const max = RATIO[ cache ];
			row(
				`server time p50/p95, ${ type }, ${ CACHES[ cache ] }`,
				`${ ms( ink.p50 ) } / ${ ms( ink.p95 ) } vs ${ ms( def.p50 ) } / ${ ms( def.p95 ) }: ratio ${ ratio.toFixed( 2 ) }`,
				`p50 <= ${ max }x the default theme`,
				ratio <= max,
				[
					ratio <= max ? '' : `ratio over by ${ ( ratio - max ).toFixed( 2 ) }.`,
					ink.cpuMs && def.cpuMs ? `PHP CPU a request ${ ms( ink.cpuMs ) } vs ${ ms( def.cpuMs ) }: ratio ${ ( ink.cpuMs / def.cpuMs ).toFixed( 2 ) }.` : '',
					floor ? floorNote( floor, ink, def ) : '',
				].filter( Boolean ).join( ' ' )
			);
		}
	}
	// 1b. What a reader's comment costs the next view of the front page.
	const after = raw.server.afterComment;
	if ( after?.none?.after && after?.redis?.after ) {
		row(
			'server time p50, front page right after a comment, without / with object cache',
			`${ ms( after.none.after ) } · ${ ms( after.redis.after ) } vs a view without a comment before it ${ ms( after.none.quiet ) } · ${ ms( after.redis.quiet ) }`,
			'reference: what a comment costs the next view',
			null,
			`${ plusMs( after.none.after - after.none.quiet ) } / ${ plusMs( after.redis.after - after.redis.quiet ) }; ${ after.none.n } pairs each, a comment on a random article before each view after.`
		);
	}
}

// 2. Page weight.
const LISTING = [ 'article', 'category', 'author' ];
if ( raw.weight ) {
	for ( const [ type, w ] of Object.entries( raw.weight ) ) {
		if ( LISTING.includes( type ) ) {
			row( `first-party CSS gzip, ${ type }`, `${ w.firstPartyCss } KB`, '<= 25 KB', w.firstPartyCss <= 25, w.firstPartyCss <= 25 ? '' : `over by ${ ( w.firstPartyCss - 25 ).toFixed( 1 ) } KB` );
		}
		if ( type === 'article' ) {
			row( 'first-party JS gzip, article (without React)', `${ w.firstPartyJs } KB`, '<= 30 KB', w.firstPartyJs <= 30, w.firstPartyJs <= 30 ? '' : `over by ${ ( w.firstPartyJs - 30 ).toFixed( 1 ) } KB` );
		}
		row( `all JS gzip incl. React, ${ type }`, `${ w.allJs } KB (${ w.requests } requests)`, '<= 85 KB', w.allJs <= 85, w.allJs <= 85 ? '' : `over by ${ ( w.allJs - 85 ).toFixed( 1 ) } KB` );
		if ( w.scrolled && w.scrolled.allJs > w.allJs ) {
			row( `all JS gzip incl. React, ${ type }, scrolled to the end`, `${ w.scrolled.allJs } KB (${ w.scrolled.requests } requests)`, 'reference: content blocks load as the reader nears them', null );
		}
		const reactOk = ! w.react || w.islands.length > 0;
		row( `React only where an island needs it, ${ type }`, w.react ? `React loaded; islands: ${ w.islands.join( ', ' ) || 'none' }` : 'React not loaded', 'only with an island', reactOk, reactOk ? '' : 'React loaded on a page without islands' );
		const bytes = w.unneeded.reduce( ( a, u ) => a + u.gzip, 0 );
		row( `widget JS on a page without its widget, ${ type }`, `${ bytes } bytes${ bytes ? ` (${ w.unneeded.map( ( u ) => u.bundle ).join( ', ' ) })` : '' }`, '0 bytes', bytes === 0 );
	}
	if ( ! raw.weight.showcase ) {
		row( 'page weight, showcase', 'n/a (no showcase page in the seed yet)', '—', null );
	}
}

// 3. Lighthouse: the median of the runs of each page.
const LH = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const lhWhy = ( l ) => `${ Object.entries( l.metrics ).map( ( [ k, v ] ) => `${ k } ${ v }` ).join( ', ' ) }; host benchmarkIndex ${ Math.round( l.benchmarkIndex ) }${ l.where?.lcpElement?.length ? `; LCP element ${ l.where.lcpElement[ 0 ].split( ' ' )[ 0 ] }` : '' }`;
if ( raw.lighthouse ) {
	for ( const [ type, l ] of Object.entries( raw.lighthouse ) ) {
		const runs = l.runs ? ` (median of ${ l.runs.length }: ${ l.runs.join( ', ' ) })` : '';
		for ( const [ cat, min ] of Object.entries( LH ) ) {
			const score = l.scores[ cat ];
			if ( score === null ) {
				row( `Lighthouse mobile ${ cat }, ${ type }`, `not measured${ runs }`, `>= ${ min }`, null, `every run failed: ${ l.errors.join( '; ' ) }` );
				continue;
			}
			const why = cat === 'performance' && l.metrics ? lhWhy( l ) : `${ l.failing[ cat ].join( ', ' ) }`;
			row( `Lighthouse mobile ${ cat }, ${ type }`, `${ score }${ cat === 'performance' ? runs : '' }`, `>= ${ min }`, score >= min, score >= min ? ( cat === 'performance' ? lhWhy( l ) : '' ) : `${ min - score } points short: ${ why }` );
		}
	}
	if ( ! raw.lighthouse.showcase ) {
		row( 'Lighthouse, showcase', 'n/a (no showcase page in the seed yet)', '—', null );
	}
}

// 4. Community calls: PHP CPU a call on both paths, rate, latency at the budget's concurrency (and more),
// errors and exact counts. Keys of raw.community: "<pair>|<cache>|<path>|<connections>".
const runsOf = ( pair, cache ) => Object.entries( raw.community ).filter( ( [ k ] ) => k.startsWith( `${ pair }|${ cache }|` ) )
	.map( ( [ k, v ] ) => ( { path: k.split( '|' )[ 2 ], n: Number( k.split( '|' )[ 3 ] ), ...v } ) );
const CPU = { action: 5, list: 10 };
const RATE = { action: 250, list: 150 };
// A note when the bench's path switch did not take (bench/stack/bench-path.php).
const pathNote = ( r ) => {
	if ( r.path === 'fast' && r.viaInit > 0 ) {
		return `fast path asked for, but ${ r.viaInit } of ${ r.requests } answers went through init: the site's switch did not follow the filter inkwell_community_early_rest.`;
	}
	return r.path === 'init' && r.viaInit < r.requests ? `init path asked for, but ${ r.requests - r.viaInit } of ${ r.requests } answers did not go through init.` : '';
};
if ( raw.community ) {
	const pairs = [ ...new Set( Object.keys( raw.community ).map( ( k ) => k.split( '|' )[ 0 ] ) ) ];
	for ( const pair of pairs ) {
		for ( const cache of [ 'none', 'redis' ] ) {
			const all = runsOf( pair, cache );
			if ( ! all.length ) {
				continue;
			}
			const label = `community ${ pair } (${ CACHES[ cache ] })`;
			if ( all.some( ( r ) => ! r.built ) ) {
				row( label, 'n/a (route not built)', '—', null );
				continue;
			}
			const fast = all.filter( ( r ) => r.path === 'fast' ).sort( ( a, b ) => a.n - b.n );
			const init = all.find( ( r ) => r.path === 'init' );
			const [ low ] = fast;
			const cpuOk = low.cpuMs <= CPU.action && ! low.viaInit;
			row( `${ label }: PHP CPU a call, fast / init path`, `${ low.cpuMs } / ${ init?.cpuMs ?? 'n/a' } ms`, `fast path <= ${ CPU.action } ms`, cpuOk,
				[ cpuOk ? '' : `fast path over by ${ ( low.cpuMs - CPU.action ).toFixed( 1 ) } ms.`, ...all.map( pathNote ) ].filter( Boolean ).join( ' ' ) );
			row( `${ label }: requests/s, fast path, ${ fast.map( ( r ) => r.n ).join( ' / ' ) } connections`, `${ fast.map( ( r ) => r.rps ).join( ' / ' ) } (init path at ${ init?.n }: ${ init?.rps })`, `>= ${ RATE.action } at ${ low.n }`, low.rps >= RATE.action,
				low.rps >= RATE.action ? '' : `${ RATE.action - low.rps } req/s short; at ${ low.cpuMs } ms of CPU a call 2 cores allow ~${ Math.round( ( raw.cpus * 1000 ) / Math.max( 0.1, low.cpuMs ) ) } req/s` );
			row( `${ label }: p50/p95/p99 at ${ low.n } connections, fast path`, `${ low.p50 } / ${ low.p95 } / ${ low.p99 } ms`, 'p95 <= 60 ms', low.p95 <= 60,
				[ low.p95 <= 60 ? '' : `p95 over by ${ Math.round( low.p95 - 60 ) } ms.`, ...fast.slice( 1 ).map( ( r ) => `At ${ r.n } connections: ${ r.p50 } / ${ r.p95 } / ${ r.p99 } ms.` ), init ? `Init path at ${ init.n }: ${ init.p50 } / ${ init.p95 } / ${ init.p99 } ms.` : '' ].filter( Boolean ).join( ' ' ) );
			const errors = all.reduce( ( a, r ) => a + r.errors, 0 );
			const statuses = {};
			all.forEach( ( r ) => Object.entries( r.statuses ).forEach( ( [ s, n ] ) => ( statuses[ s ] = ( statuses[ s ] ?? 0 ) + n ) ) );
			row( `${ label }: errors, all runs`, `${ errors } (${ Object.entries( statuses ).map( ( [ s, n ] ) => `${ n }x HTTP ${ s }` ).join( ', ' ) })`, '0', errors === 0 );
			const inexact = all.filter( ( r ) => ! r.exact );
			row( `${ label }: counts, all runs`, inexact.length ? inexact.map( ( r ) => `${ r.path }/${ r.n }: rows ${ r.rows }, expected ${ r.expected }, distinct ${ r.distinct }, cached ${ r.cached }` ).join( '; ' ) : `exact in ${ all.length } runs`, 'exact', ! inexact.length );
		}
	}
}

// Load-more and posts-block pages: PHP CPU a call and rate, both paths, both pools.
if ( raw.lists ) {
	for ( const [ name, l ] of Object.entries( raw.lists ) ) {
		if ( ! l.built ) {
			row( `${ name }`, 'n/a (route not built)', '—', null );
			continue;
		}
		for ( const cache of [ 'none', 'redis' ] ) {
			const fast = l[ `${ cache } fast` ];
			const init = l[ `${ cache } init` ];
			if ( ! fast || ! init ) {
				continue;
			}
			const best = [ fast, init ].filter( ( r ) => r.cpuMs ).sort( ( a, b ) => a.cpuMs - b.cpuMs )[ 0 ] ?? init;
			const label = `${ name } page (${ CACHES[ cache ] })`;
			const served = ( r ) => ( r.viaInit === r.requests ? 'init' : r.viaInit ? 'mixed' : 'fast' );
			row( `${ label }: PHP CPU a call, fast / init path`, `${ fast.cpuMs } ms (served by ${ served( fast ) }) / ${ init.cpuMs } ms`, `<= ${ CPU.list } ms`, best.cpuMs <= CPU.list,
				best.cpuMs <= CPU.list ? '' : `over by ${ ( best.cpuMs - CPU.list ).toFixed( 1 ) } ms` );
			row( `${ label }: requests/s, p50/p95 at ${ fast.connections ?? 8 } connections, fast / init path`, `${ fast.rps } req/s, ${ fast.p50 } / ${ fast.p95 } ms · ${ init.rps } req/s, ${ init.p50 } / ${ init.p95 } ms`, `>= ${ RATE.list } req/s`, Math.max( fast.rps, init.rps ) >= RATE.list,
				Math.max( fast.rps, init.rps ) >= RATE.list ? '' : `${ RATE.list - Math.max( fast.rps, init.rps ) } req/s short` );
			const errors = fast.errors + init.errors;
			row( `${ label }: errors`, `${ errors }${ fast.empty + init.empty ? ` (${ fast.empty + init.empty } without a page)` : '' }`, '0', errors === 0 );
		}
	}
}

// 5. Growth.
if ( raw.server ) {
	const base = raw.server.inkwell.none;
	for ( const type of [ 'article', 'author' ] ) {
		const cpu = ( r ) => ( r.cpuMs ? `, PHP CPU ${ ms( r.cpuMs ) } a request` : '' );
		row( `growth: ${ type } p50 at 1x (${ raw.seed.posts } posts)`, `${ ms( base[ type ].p50 ) }${ cpu( base[ type ] ) }`, 'reference', null );
		if ( growth ) {
			const g = growth.growth[ type ];
			// Runs minutes apart see different machine load: CPU time compares them better than wall time.
			const useCpu = g.cpuMs && base[ type ].cpuMs;
			const factor = useCpu ? g.cpuMs / base[ type ].cpuMs : g.p50 / base[ type ].p50;
			row( `growth: ${ type } p50 at ${ opts.scale }x (${ growth.seed.posts } posts)`, `${ ms( g.p50 ) }${ cpu( g ) } (${ useCpu ? 'CPU ' : '' }x${ factor.toFixed( 2 ) })`, '< 1.5x of 1x (no whole-table scans)', factor < 1.5, factor < 1.5 ? '' : `grows x${ factor.toFixed( 2 ) }` );
		} else {
			row( `growth: ${ type } p50 at 10x`, 'not run (use --scale 10)', '< 1.5x of 1x (no whole-table scans)', null );
		}
	}
	const one = raw.lists?.[ 'load-more' ]?.sequential;
	const ten = growth?.growth.loadMore;
	if ( ! one ) {
		row( 'growth: load-more latency', 'not measured (community stage not run)', '< 1.5x of 1x', null );
	} else if ( ! ten ) {
		row( `growth: load-more p50 at 1x`, `${ ms( one.p50 ) }, CPU ${ ms( one.cpuMs ) }`, 'reference; 10x not run (use --scale 10)', null );
	} else {
		const factor = ten.cpuMs && one.cpuMs ? ten.cpuMs / one.cpuMs : ten.p50 / one.p50;
		row( `growth: load-more p50 at ${ opts.scale }x`, `${ ms( ten.p50 ) }, CPU ${ ms( ten.cpuMs ) } (x${ factor.toFixed( 2 ) } of 1x)`, '< 1.5x of 1x', factor < 1.5, factor < 1.5 ? '' : `grows x${ factor.toFixed( 2 ) }` );
	}
}

// 5b. Peer: Ghost on the same machine, the same articles, interleaved.
const PEER_TYPES = { article: 'article', front: 'home', category: 'tag / category' };
if ( raw.peer ) {
	const p = raw.peer;
	if ( p.error ) {
		row( 'peer: Ghost', 'not measured', 'Inkwell p50 <= Ghost\'s', null, p.error );
	} else {
		const ghost = `Ghost ${ p.version } (${ p.mode } mode, SQLite)`;
		for ( const [ type, name ] of Object.entries( PEER_TYPES ) ) {
			const t = p.time[ type ];
			const ok = t[ 'inkwell none' ].p50 <= t.ghost.p50 && t[ 'inkwell redis' ].p50 <= t.ghost.p50;
			row( `peer: ${ name } server time p50/p95, Inkwell without / with object cache vs ${ ghost }`,
				`${ ms( t[ 'inkwell none' ].p50 ) } / ${ ms( t[ 'inkwell none' ].p95 )} · ${ ms( t[ 'inkwell redis' ].p50 ) } / ${ ms( t[ 'inkwell redis' ].p95 ) } vs ${ ms( t.ghost.p50 ) } / ${ ms( t.ghost.p95 ) }`,
				'Inkwell p50 <= Ghost\'s, both', ok,
				[
					ok ? '' : `ratio ${ ( t[ 'inkwell none' ].p50 / t.ghost.p50 ).toFixed( 2 ) } / ${ ( t[ 'inkwell redis' ].p50 / t.ghost.p50 ).toFixed( 2 ) }.`,
					t[ 'floor none' ] ? `WordPress floor on the same page (an empty theme, no plugin) ${ ms( t[ 'floor none' ].p50 ) } / ${ ms( t[ 'floor redis' ].p50 ) }: ratio ${ ( t[ 'floor none' ].p50 / t.ghost.p50 ).toFixed( 2 ) } / ${ ( t[ 'floor redis' ].p50 / t.ghost.p50 ).toFixed( 2 ) } to Ghost.` : '',
					type === 'article' && p.note ? `Production mode not used: ${ p.note }` : '',
				].filter( Boolean ).join( ' ' ) );
			const ink = p.lighthouse[ `inkwell ${ type }` ];
			const gh = p.lighthouse[ `ghost ${ type }` ];
			if ( ink && gh ) {
				const score = ( l ) => `${ l.scores.performance ?? 'not measured' } (${ l.runs.join( ', ' ) })`;
				const measured = ink.scores.performance !== null && gh.scores.performance !== null;
				const errors = [ ...ink.errors.map( ( e ) => `Inkwell: ${ e }` ), ...gh.errors.map( ( e ) => `Ghost: ${ e }` ) ];
				row( `peer: Lighthouse mobile performance, ${ name }, Inkwell vs Ghost`, `${ score( ink ) } vs ${ score( gh ) }`, '>= Ghost\'s', measured ? ink.scores.performance >= gh.scores.performance : null,
					[ measured ? `Inkwell ${ lhWhy( ink ) }. Ghost ${ lhWhy( gh ) }` : '', errors.length ? `Failed runs, left out of the median: ${ errors.join( '; ' ) }` : '' ].filter( Boolean ).join( ' ' ) );
			}
		}
	}
}

// 5c. The notifications centre (issue 15): the count's queries on a page view, an event's inserts.
if ( raw.notifications ) {
	const { count, event } = raw.notifications;
	row(
		'notification count read on a page view (queries, with object cache)',
		`${ count.redis.notifications } queries on the notifications table (without the object cache: ${ count.none.notifications })`,
		'0 with a persistent object cache',
		count.redis.notifications === 0,
		`mean of ${ count.redis.requests } logged-in page views of the article; all queries a view, counted from the plugins' loading: ${ count.redis.all } (without the object cache: ${ count.none.all })`
	);
	row(
		'event write (inserts per causing request)',
		`${ event.redis.notificationsInserts } insert into the notifications table a like (object cache; without: ${ event.none.notificationsInserts })`,
		'<= 1 insert',
		event.redis.notificationsInserts <= 1 && event.none.notificationsInserts <= 1,
		`mean of ${ event.redis.requests } likes by distinct readers; a like's INSERT statements: ${ event.redis.inserts }, its queries: ${ event.redis.all }`
	);
}

// 6. Cacheability.
if ( raw.cache ) {
	for ( const [ type, c ] of Object.entries( raw.cache ) ) {
		row( `guest ${ type }: two fetches identical`, c.identical ? 'identical' : `differ at byte ${ c.diff.at }`, 'identical (but declared parts)', c.identical, c.identical ? '' : JSON.stringify( c.diff.first ) );
		row( `guest ${ type }: nonces in HTML`, String( c.nonces.length ), '0', c.nonces.length === 0, c.nonces.slice( 0, 3 ).join( ' ' ) );
		row( `guest ${ type }: cache headers`, `Cache-Control: ${ c.headers[ 'cache-control' ] ?? '(none)' }; Set-Cookie: ${ c.headers[ 'set-cookie' ] ? 'yes' : 'no' }`, 'usable by a page cache', c.headersUsable, c.headersUsable ? '' : c.headersNote );
	}
}

const cell = ( s ) => String( s ).replace( /\|/g, '\\|' ).replace( /\n/g, ' ' );
const header = [
	`# Inkwell benchmark, ${ raw.date }`,
	'',
	`Content: ${ raw.seed.posts } posts, ${ raw.seed.users } users, ${ raw.seed.comments } comments, ${ raw.seed.relations } relations. ` +
		`Stack: nginx + PHP-FPM (opcache, 2 pools x ${ raw.workers } workers) + MariaDB + Redis on 127.0.0.1; ${ raw.cpus } CPUs, ` +
		`load average at start ${ raw.load.map( ( l ) => l.toFixed( 1 ) ).join( ' ' ) }.`,
	'',
	'| what | measured | budget | result | note |',
	'|---|---|---|---|---|',
];
// Profiles: the top five of each profiled call, by own time and by time in a function and below it.
const profileLines = [];
if ( raw.profile ) {
	profileLines.push( '', '## Profiles (php-excimer, PHP CPU time a call)', '', '| call | ms a call | own time: top five | in it and below: top five |', '|---|---|---|---|' );
	for ( const [ label, p ] of Object.entries( raw.profile ) ) {
		const list = ( items ) => ( items ?? [] ).map( ( i ) => `${ i.frame } ${ i.ms }` ).join( '<br>' );
		profileLines.push( `| ${ cell( label ) } | ${ p.error ? cell( p.error ) : p.msPerCall } | ${ cell( list( p.self ) ) } | ${ cell( list( p.inclusive ) ) } |` );
	}
}
const table = [ ...header, ...rows.map( ( r ) => `| ${ r.map( cell ).join( ' | ' ) } |` ), '', `${ within } within budget, ${ over } over`, ...profileLines ].join( '\n' ) + '\n';
mkdirSync( results, { recursive: true } );
writeFileSync( join( results, 'latest.md' ), table );
writeFileSync( join( results, `${ opts.stamp }.md` ), table );
writeFileSync( join( results, `${ opts.stamp }.json` ), JSON.stringify( { ...raw, growthRun: growth }, null, '\t' ) );
writeFileSync( join( results, 'latest.json' ), JSON.stringify( { ...raw, growthRun: growth }, null, '\t' ) );
process.stdout.write( `\n${ table.replace( /\n$/, '' ) }\n` );

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
const pct = ( a, b ) => `${ Math.round( ( a / b - 1 ) * 100 ) }%`;
const CACHES = { none: 'no object cache', redis: 'Redis object cache' };

// 1. Server time.
if ( raw.server ) {
	for ( const cache of [ 'none', 'redis' ] ) {
		for ( const type of [ 'article', 'category', 'author', 'front' ] ) {
			const ink = raw.server.inkwell[ cache ][ type ];
			const def = raw.server.twentytwentyfive[ cache ][ type ];
			const ratio = ink.p50 / def.p50;
			row(
				`server time p50/p95, ${ type }, ${ CACHES[ cache ] }`,
				`${ ms( ink.p50 ) } / ${ ms( ink.p95 ) } vs ${ ms( def.p50 ) } / ${ ms( def.p95 )}: ratio ${ ratio.toFixed( 2 ) }`,
				'p50 <= default theme (ratio <= 1; aim 0.5)',
				ratio <= 1,
				[
					ratio <= 1 ? '' : `p50 over the default theme by ${ pct( ink.p50, def.p50 ) }.`,
					ink.cpuP50 && def.cpuP50 ? `CPU time p50 ${ ms( ink.cpuP50 ) } vs ${ ms( def.cpuP50 ) }: ratio ${ ( ink.cpuP50 / def.cpuP50 ).toFixed( 2 ) }` : '',
				].filter( Boolean ).join( ' ' )
			);
		}
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

// 3. Lighthouse.
const LH = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
if ( raw.lighthouse ) {
	for ( const [ type, l ] of Object.entries( raw.lighthouse ) ) {
		for ( const [ cat, min ] of Object.entries( LH ) ) {
			const score = l.scores[ cat ];
			const why = cat === 'performance' && l.metrics
				? `${ Object.entries( l.metrics ).map( ( [ k, v ] ) => `${ k } ${ v }` ).join( ', ' ) }; host benchmarkIndex ${ Math.round( l.benchmarkIndex ) }${ l.where?.lcpElement?.length ? `; LCP element ${ l.where.lcpElement[ 0 ].split( ' ' )[ 0 ] }` : '' }`
				: `${ l.failing[ cat ].join( ', ' ) }`;
			row( `Lighthouse mobile ${ cat }, ${ type }`, String( score ), `>= ${ min }`, score >= min, score >= min ? '' : `${ min - score } points short: ${ why }` );
		}
	}
	if ( ! raw.lighthouse.showcase ) {
		row( 'Lighthouse, showcase', 'n/a (no showcase page in the seed yet)', '—', null );
	}
}

// 4. Community calls.
if ( raw.community ) {
	for ( const [ name, c ] of Object.entries( raw.community ) ) {
		if ( ! c.built ) {
			row( `community ${ name }`, 'n/a (route not built)', '>= 100 req/s, p95 <= 60 ms, 0 errors, exact', null );
			continue;
		}
		// CPU time per call bounds the rate: 2 cores serve at most 2000 / cpu-ms calls a second.
		const bound = c.cpuP50 ? `; CPU time p50 ${ c.cpuP50 } ms a call, so 2 cores allow at most ~${ Math.round( ( raw.cpus * 1000 ) / c.cpuP50 ) } req/s` : '';
		row( `community ${ name }: requests/s`, `${ c.rps } (${ c.requests } calls)`, '>= 100', c.rps >= 100, c.rps >= 100 ? '' : `${ 100 - c.rps } req/s short${ bound }` );
		row( `community ${ name }: p50/p95/p99`, `${ c.p50 } / ${ c.p95 } / ${ c.p99 } ms`, 'p95 <= 60 ms', c.p95 <= 60, c.p95 <= 60 ? '' : `p95 over by ${ Math.round( c.p95 - 60 ) } ms` );
		row( `community ${ name }: errors`, `${ c.errors } (${ Object.entries( c.statuses ).map( ( [ s, n ] ) => `${ n }x HTTP ${ s }` ).join( ', ' ) })`, '0', c.errors === 0 );
		row( `community ${ name }: counts`, `rows ${ c.rows }, expected ${ c.expected }, distinct ${ c.distinct }${ c.cached === null ? '' : `, cached count ${ c.cached }` }`, 'exact', c.exact );
	}
}
if ( raw.loadMore ) {
	if ( ! raw.loadMore.built ) {
		row( 'community load-more', 'n/a (route not built)', 'p95 <= 60 ms, 0 errors', null );
	}
	for ( const key of [ 'no object cache', 'object cache' ] ) {
		const c = raw.loadMore[ key ];
		if ( c ) {
			row( `community load-more (${ key }): requests/s, p50/p95/p99`, `${ c.rps } (${ c.requests } calls); ${ c.p50 } / ${ c.p95 } / ${ c.p99 } ms`, 'p95 <= 60 ms', c.p95 <= 60, c.p95 <= 60 ? '' : `p95 over by ${ Math.round( c.p95 - 60 ) } ms; CPU time p50 ${ c.cpuP50 } ms a call` );
			row( `community load-more (${ key }): errors`, `${ c.errors } (${ Object.entries( c.statuses ).map( ( [ s, n ] ) => `${ n }x HTTP ${ s }` ).join( ', ' ) }${ c.empty ? `, ${ c.empty } without a page` : '' })`, '0', c.errors === 0 );
		}
	}
}

// 4b. The two paths of a community action: before `init` (fast actions on) and through it (the default).
if ( raw.actionPaths ) {
	const { fast, init } = raw.actionPaths;
	const errors = fast.errors + init.errors ? `; ${ fast.errors + init.errors } calls failed` : '';
	row( 'community like/unlike, one reader: PHP CPU p50, fast path (before init, opt-in)', `${ fast.cpuP50 } ms (p50 ${ fast.p50 } ms)`, '<= 5 ms', fast.cpuP50 <= 5 && ! fast.errors, fast.cpuP50 <= 5 ? errors.slice( 2 ) : `over by ${ ( fast.cpuP50 - 5 ).toFixed( 1 ) } ms${ errors }` );
	row( 'community like/unlike, one reader: PHP CPU p50, init path (the default)', `${ init.cpuP50 } ms (p50 ${ init.p50 } ms)`, 'reference', null, fast.cpuP50 ? `the fast path needs ${ Math.round( ( 1 - fast.cpuP50 / init.cpuP50 ) * 100 ) }% less CPU` : '' );
}

// 5. Growth.
if ( raw.server ) {
	const base = raw.server.inkwell.none;
	for ( const type of [ 'article', 'author' ] ) {
		const cpu = ( r ) => ( r.cpuP50 ? `, CPU ${ ms( r.cpuP50 ) }` : '' );
		row( `growth: ${ type } p50 at 1x (${ raw.seed.posts } posts)`, `${ ms( base[ type ].p50 ) }${ cpu( base[ type ] ) }`, 'reference', null );
		if ( growth ) {
			const g = growth.growth[ type ];
			// Runs minutes apart see different machine load: CPU time compares them better than wall time.
			const useCpu = g.cpuP50 && base[ type ].cpuP50;
			const factor = useCpu ? g.cpuP50 / base[ type ].cpuP50 : g.p50 / base[ type ].p50;
			row( `growth: ${ type } p50 at ${ opts.scale }x (${ growth.seed.posts } posts)`, `${ ms( g.p50 ) }${ cpu( g ) } (${ useCpu ? 'CPU ' : '' }x${ factor.toFixed( 2 ) })`, '< 2x of 1x (no whole-table scans)', factor < 2, factor < 2 ? '' : `grows x${ factor.toFixed( 2 ) }` );
		} else {
			row( `growth: ${ type } p50 at 10x`, 'not run (use --scale 10)', '< 2x of 1x (no whole-table scans)', null );
		}
	}
	const one = raw.loadMore?.sequential;
	const ten = growth?.growth.loadMore;
	if ( ! one ) {
		row( 'growth: load-more latency', 'not measured (community stage not run)', '< 2x of 1x', null );
	} else if ( ! ten ) {
		row( `growth: load-more p50 at 1x`, `${ ms( one.p50 ) }, CPU ${ ms( one.cpuP50 ) }`, 'reference; 10x not run (use --scale 10)', null );
	} else {
		const factor = ten.cpuP50 && one.cpuP50 ? ten.cpuP50 / one.cpuP50 : ten.p50 / one.p50;
		row( `growth: load-more p50 at ${ opts.scale }x`, `${ ms( ten.p50 ) }, CPU ${ ms( ten.cpuP50 ) } (x${ factor.toFixed( 2 ) } of 1x)`, '< 2x of 1x', factor < 2, factor < 2 ? '' : `grows x${ factor.toFixed( 2 ) }` );
	}
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
const table = [ ...header, ...rows.map( ( r ) => `| ${ r.map( cell ).join( ' | ' ) } |` ), '', `${ within } within budget, ${ over } over` ].join( '\n' ) + '\n';
mkdirSync( results, { recursive: true } );
writeFileSync( join( results, 'latest.md' ), table );
writeFileSync( join( results, `${ opts.stamp }.md` ), table );
writeFileSync( join( results, `${ opts.stamp }.json` ), JSON.stringify( { ...raw, growthRun: growth }, null, '\t' ) );
writeFileSync( join( results, 'latest.json' ), JSON.stringify( { ...raw, growthRun: growth }, null, '\t' ) );
process.stdout.write( `\n${ table.replace( /\n$/, '' ) }\n` );

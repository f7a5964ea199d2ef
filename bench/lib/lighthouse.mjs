// 3: Lighthouse (mobile preset, its default) in Debian's Chromium for each page type, three runs a page
// in rounds (every page once, then again), so a busy minute of the machine does not fall on one page alone;
// the median of the runs is reported, for the performance score and for each metric.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { percentile } from './http.mjs';

const CATEGORIES = [ 'performance', 'accessibility', 'best-practices', 'seo' ];
const METRICS = [ 'first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index' ];

// One Lighthouse run of a page in a fresh Chromium.
async function lighthouseRun( url, headers ) {
	const chrome = await chromeLauncher.launch( {
		chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
		chromeFlags: [ '--headless=new', '--no-sandbox', '--disable-gpu' ],
	} );
	try {
		const { lhr } = await lighthouse( url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, extraHeaders: headers } );
		// A page that did not load (the server down, an error page) has no scores, not scores of 0.
		if ( lhr.runtimeError ) {
			return { url, scores: Object.fromEntries( CATEGORIES.map( ( c ) => [ c, null ] ) ), failing: {}, where: {}, metrics: Object.fromEntries( METRICS.map( ( id ) => [ id, null ] ) ), benchmarkIndex: null, runtimeError: lhr.runtimeError.message ?? lhr.runtimeError.code };
		}
		const scores = Object.fromEntries( CATEGORIES.map( ( c ) => [ c, Math.round( ( lhr.categories[ c ]?.score ?? 0 ) * 100 ) ] ) );
		// The audits that cost points, to say why a score is under budget.
		const failing = {};
		for ( const c of CATEGORIES ) {
			failing[ c ] = lhr.categories[ c ].auditRefs
				.filter( ( a ) => a.weight > 0 && lhr.audits[ a.id ].score !== null && lhr.audits[ a.id ].score < 1 )
				.map( ( a ) => a.id );
		}
		// Where each failing non-performance audit found its problem (kept in the raw JSON only).
		const where = {};
		for ( const id of [ ...failing.accessibility, ...failing[ 'best-practices' ], ...failing.seo ] ) {
			where[ id ] = ( lhr.audits[ id ].details?.items ?? [] ).slice( 0, 5 ).map( ( item ) =>
				item.node ? `${ item.node.selector } ${ item.node.snippet }` : JSON.stringify( item ).slice( 0, 300 ) );
		}
		// What the performance score waited on: the LCP element and the scripts that kept the main thread busy.
		where.lcpElement = ( lhr.audits[ 'largest-contentful-paint-element' ]?.details?.items ?? [] )
			.flatMap( ( item ) => item.items ?? [ item ] )
			.filter( ( item ) => item.node )
			.map( ( item ) => `${ item.node.selector } ${ item.node.snippet }` );
		where.bootup = ( lhr.audits[ 'bootup-time' ]?.details?.items ?? [] )
			.slice( 0, 5 )
			.map( ( item ) => `${ item.url } ${ Math.round( item.total ) } ms` );
		const metrics = Object.fromEntries( METRICS.map( ( id ) => [ id, lhr.audits[ id ]?.numericValue ?? null ] ) );
		// benchmarkIndex: Lighthouse's own measure of the host CPU; a busy machine lowers it and the score.
		return { url, scores, failing, where, metrics, benchmarkIndex: lhr.environment?.benchmarkIndex ?? null, runtimeError: lhr.runtimeError?.message ?? null };
	} finally {
		await chrome.kill();
	}
}

const median = ( values ) => percentile( values.filter( ( v ) => v !== null ), 50 );
const shown = ( id, v ) => {
	if ( v === null || v === undefined ) {
		return 'n/a';
	}
	return id === 'cumulative-layout-shift' ? v.toFixed( 3 ) : `${ ( v / 1000 ).toFixed( 2 ) } s`;
};

// The median of the runs of one page that loaded: each score and metric its own median; the audits, LCP
// element and scripts of the run whose performance score is the median one. Runs that failed are listed as
// such, with their errors; when every run failed, the scores are null.
export function medianOf( runs ) {
	const loaded = runs.filter( ( r ) => ! r.runtimeError );
	const byPerformance = [ ...loaded ].sort( ( a, b ) => a.scores.performance - b.scores.performance );
	const middle = byPerformance[ Math.floor( ( byPerformance.length - 1 ) / 2 ) ] ?? runs[ 0 ];
	const metricsMs = Object.fromEntries( METRICS.map( ( id ) => [ id, median( runs.map( ( r ) => r.metrics[ id ] ) ) ] ) );
	return {
		...middle,
		scores: Object.fromEntries( CATEGORIES.map( ( c ) => [ c, median( runs.map( ( r ) => r.scores[ c ] ) ) ] ) ),
		runs: runs.map( ( r ) => r.scores.performance ?? 'failed' ),
		errors: [ ...new Set( runs.map( ( r ) => r.runtimeError ).filter( Boolean ) ) ],
		metricsMs,
		metrics: Object.fromEntries( METRICS.map( ( id ) => [ id, shown( id, metricsMs[ id ] ) ] ) ),
		benchmarkIndex: median( runs.map( ( r ) => r.benchmarkIndex ) ),
	};
}

// `runs` rounds over every target ({ label: { url, headers } }), then the median of each target.
export async function lighthouseRounds( ctx, targets, runs = 3 ) {
	const results = {};
	for ( let round = 1; round <= runs; round++ ) {
		for ( const [ label, { url, headers } ] of Object.entries( targets ) ) {
			const r = await lighthouseRun( url, headers );
			( results[ label ] ??= [] ).push( r );
			ctx.log( `${ label.padEnd( 16 ) } run ${ round }/${ runs }  ${ r.runtimeError ? `failed: ${ r.runtimeError }` : CATEGORIES.map( ( c ) => `${ c } ${ r.scores[ c ] }` ).join( '  ' ) }` );
		}
	}
	return Object.fromEntries( Object.entries( results ).map( ( [ label, list ] ) => [ label, medianOf( list ) ] ) );
}

export async function lighthouseScores( ctx, { pages, runs } ) {
	const targets = Object.fromEntries( Object.entries( pages ).map( ( [ type, url ] ) => [ type, { url, headers: { 'X-Inkwell-Object-Cache': 'redis' } } ] ) );
	const out = await lighthouseRounds( ctx, targets, runs );
	for ( const [ type, l ] of Object.entries( out ) ) {
		ctx.log( `${ type.padEnd( 8 ) } median of ${ l.runs.length }: ${ CATEGORIES.map( ( c ) => `${ c } ${ l.scores[ c ] }` ).join( '  ' ) } (performance runs ${ l.runs.join( ', ' ) })` );
	}
	return out;
}

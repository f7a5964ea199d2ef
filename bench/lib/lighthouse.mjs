// 3: Lighthouse (mobile preset, its default) in Debian's Chromium for each page type.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CATEGORIES = [ 'performance', 'accessibility', 'best-practices', 'seo' ];

export async function lighthouseScores( ctx, { pages } ) {
	const out = {};
	for ( const [ type, url ] of Object.entries( pages ) ) {
		const chrome = await chromeLauncher.launch( {
			chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
			chromeFlags: [ '--headless=new', '--no-sandbox', '--disable-gpu' ],
		} );
		try {
			const result = await lighthouse( url, {
				port: chrome.port,
				output: 'json',
				logLevel: 'error',
				onlyCategories: CATEGORIES,
				extraHeaders: { 'X-Inkwell-Object-Cache': 'redis' },
			} );
			const lhr = result.lhr;
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
			const metrics = Object.fromEntries(
				[ 'first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index' ]
					.map( ( id ) => [ id, lhr.audits[ id ]?.displayValue ?? null ] )
			);
			// benchmarkIndex: Lighthouse's own measure of the host CPU; a busy machine lowers it and the score.
			out[ type ] = { url, scores, failing, where, metrics, benchmarkIndex: lhr.environment?.benchmarkIndex ?? null, runtimeError: lhr.runtimeError?.message ?? null };
			ctx.log( `${ type.padEnd( 8 ) } ${ CATEGORIES.map( ( c ) => `${ c } ${ scores[ c ] }` ).join( '  ' ) }` );
		} finally {
			await chrome.kill();
		}
	}
	return out;
}

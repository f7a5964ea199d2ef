/**
 * Prints the summary of npm test from the runners' reports: one line per stage, then the totals as
 * "N passed, N failed" (a check stage counts as one test).
 */
const fs = require( 'fs' );
const path = require( 'path' );

const [ dir, stageList = '' ] = process.argv.slice( 2 );
// Each stage comes as name=result:seconds.
const stages = Object.fromEntries(
	stageList
		.trim()
		.split( /\s+/ )
		.filter( Boolean )
		.map( ( s ) => {
			const [ name, outcome ] = s.split( '=' );
			const [ result, seconds ] = outcome.split( ':' );
			return [ name, { result, took: seconds ? `${ seconds } s` : '' } ];
		} )
);
const read = ( file ) => {
	try {
		return fs.readFileSync( path.join( dir, file ), 'utf8' );
	} catch {
		return null;
	}
};

/**
 * Titles of the Playwright tests that passed only on a retry.
 *
 * @param {Array} suites The suites of Playwright's JSON report.
 * @return {string[]} "file › title" of each flaky test.
 */
function flakyTitles( suites ) {
	const titles = [];
	const walk = ( suite, file ) => {
		for ( const spec of suite.specs ?? [] ) {
			if ( spec.tests.some( ( t ) => t.status === 'flaky' ) ) {
				titles.push( `${ file } › ${ spec.title }` );
			}
		}
		for ( const child of suite.suites ?? [] ) {
			walk( child, file );
		}
	};
	for ( const suite of suites ) {
		walk( suite, suite.file ?? suite.title );
	}
	return titles;
}

function counts( stage ) {
	if ( stage === 'jest' ) {
		const report = read( 'jest.json' );
		if ( report ) {
			const json = JSON.parse( report );
			return { passed: json.numPassedTests, failed: json.numFailedTests + json.numRuntimeErrorTestSuites, skipped: json.numPendingTests };
		}
	}
	if ( stage === 'phpunit' ) {
		const report = read( 'phpunit.xml' );
		const match = report && report.match( /<testsuite name="[^"]*" tests="(\d+)" assertions="\d+" errors="(\d+)" warnings="(\d+)" failures="(\d+)" skipped="(\d+)"/ );
		if ( match ) {
			const [ tests, errors, warnings, failures, skipped ] = match.slice( 1 ).map( Number );
			const failed = errors + failures + warnings;
			return { passed: tests - failed - skipped, failed, skipped };
		}
	}
	if ( stage === 'e2e' ) {
		const report = read( 'e2e.json' );
		if ( report ) {
			const json = JSON.parse( report );
			const { stats } = json;
			// A test that failed once and passed on its retry is named, so it is mended, not forgotten.
			const flaky = flakyTitles( json.suites ?? [] );
			return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped, flaky };
		}
	}
	if ( stage === 'cluster' ) {
		const report = read( 'cluster.json' );
		if ( report ) {
			return JSON.parse( report );
		}
	}
	return null;
}

let passed = 0;
let failed = 0;
let skipped = 0;
console.log( '\nSummary' );
for ( const [ stage, { result, took } ] of Object.entries( stages ).sort() ) {
	const c = counts( stage );
	if ( c ) {
		// A runner that crashed before reporting still fails its stage.
		if ( result !== 'pass' && c.failed === 0 ) {
			c.failed = 1;
		}
		passed += c.passed;
		failed += c.failed;
		skipped += c.skipped;
		console.log( `  ${ stage.padEnd( 12 ) } ${ result.padEnd( 5 ) } ${ took.padStart( 6 ) }  ${ c.passed } passed, ${ c.failed } failed, ${ c.skipped } skipped` );
		for ( const title of c.flaky ?? [] ) {
			console.log( `                       passed on its retry (flaky): ${ title }` );
		}
	} else {
		if ( result === 'pass' ) {
			passed++;
		} else {
			failed++;
		}
		console.log( `  ${ stage.padEnd( 12 ) } ${ result.padEnd( 5 ) } ${ took.padStart( 6 ) }` );
	}
}
console.log( `\n${ passed } passed, ${ failed } failed, ${ skipped } skipped` );

// The cluster tests (tests/cluster/run.sh starts the cluster first): what survives a failure.
//   node tests/cluster/cluster.test.mjs --fixtures FILE --report FILE
// Each test prints its figures; the report holds the counts for the npm test summary.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = dirname( dirname( dirname( fileURLToPath( import.meta.url ) ) ) );
const { values: opts } = parseArgs( { options: { fixtures: { type: 'string' }, report: { type: 'string' } } } );
const fixtures = JSON.parse( readFileSync( opts.fixtures, 'utf8' ) );
const base = process.env.CLUSTER_URL;
const run = process.env.CLUSTER_RUN;
const readers = fixtures.users;

// --- helpers ---------------------------------------------------------------------------------------

const control = ( ...args ) => execFileSync( 'bash', [ join( root, 'tests/cluster/control.sh' ), ...args ], { encoding: 'utf8' } ).trim();
const sql = ( node, statement ) => control( 'sql', String( node ), statement );
const sleep = ( ms ) => new Promise( ( resolve ) => setTimeout( resolve, ms ) );

function request( path, { method = 'GET', headers = {}, body } = {} ) {
	return new Promise( ( resolve ) => {
		const req = http.request( `${ base }${ path }`, { method, headers, agent: false }, ( res ) => {
			const chunks = [];
			res.on( 'data', ( c ) => chunks.push( c ) );
			res.on( 'end', () => resolve( { status: res.statusCode, headers: res.headers, body: Buffer.concat( chunks ).toString() } ) );
		} );
		req.on( 'error', ( error ) => resolve( { status: 0, headers: {}, body: String( error ) } ) );
		req.setTimeout( 90000, () => req.destroy( new Error( 'timeout' ) ) );
		req.end( body );
	} );
}

// A community call as the island's api-fetch sends it (SPEC 7.1).
const action = ( user, path, id ) =>
	request( `/wp-json/fup${ path }?_wpnonce=${ user.nonce }`, {
		method: 'POST',
		headers: { cookie: user.cookie, accept: 'application/json, */*;q=0.1', 'content-type': 'application/x-www-form-urlencoded' },
		body: `id=${ id }`,
	} );

const page = ( path, user ) => request( path, { headers: user ? { cookie: user.cookie } : {} } );
const json = ( body ) => {
	try {
		return JSON.parse( body );
	} catch {
		return null;
	}
};

// Runs `jobs` (functions returning promises) `width` at a time.
async function pool( jobs, width ) {
	const results = new Array( jobs.length );
	let next = 0;
	await Promise.all(
		Array.from( { length: width }, async () => {
			while ( next < jobs.length ) {
				const i = next++;
				results[ i ] = await jobs[ i ]();
			}
		} )
	);
	return results;
}

// Requests each application node served (PHP-FPM access logs), to tell that both took part.
const served = () => [ 1, 2 ].map( ( n ) => {
	try {
		return readFileSync( `${ run }/app${ n }/access.log`, 'utf8' ).split( '\n' ).filter( Boolean ).length;
	} catch {
		return 0;
	}
} );

const likeCount = ( html ) => Number( ( /inkwell-like-button__count">(\d+)</.exec( html ) ?? [] )[ 1 ] ?? NaN );
const NONCE = /(nonce|_wpnonce|wpApiSettings|X-WP-Nonce)["'\s:=]{1,6}["']?[0-9a-f]{10}\b/i;
const articlePath = new URL( fixtures.pages.article ).pathname;
const RELATIONS = `SELECT COUNT(*), COALESCE(BIT_XOR(CRC32(CONCAT_WS(',', id, user_id, relation, object_type, object_id, created_at))), 0) FROM wp_inkwell_relations`;

// --- the tests ---------------------------------------------------------------------------------------

const tests = [];
const test = ( name, fn ) => tests.push( { name, fn } );
function check( condition, message ) {
	if ( ! condition ) {
		throw new Error( message );
	}
}

test( 'unknown Host headers are refused and uploads are sent with nosniff', async () => {
	const wrong = await request( '/', { headers: { host: 'evil.example' } } );
	check( wrong.status === 421, `Varnish answered ${ wrong.status } to a foreign Host` );
	const upload = sql( 1, "SELECT meta_value FROM wp_postmeta WHERE meta_key = '_wp_attached_file' LIMIT 1" );
	const file = await request( `/wp-content/uploads-cluster/${ upload }` );
	check( file.status === 200 && file.headers[ 'x-content-type-options' ] === 'nosniff', `upload ${ upload }: ${ file.status }, nosniff ${ file.headers[ 'x-content-type-options' ] }` );
	return `foreign Host: ${ wrong.status }; ${ upload }: X-Content-Type-Options ${ file.headers[ 'x-content-type-options' ] }`;
} );

test( 'Varnish: a guest\'s second view is a hit, without a nonce or a cookie', async () => {
	const out = [];
	for ( const url of Object.values( fixtures.pages ) ) {
		const path = new URL( url ).pathname;
		await page( path );
		const second = await page( path );
		check( second.headers[ 'x-cache' ] === 'HIT', `${ path }: second guest view was ${ second.headers[ 'x-cache' ] }` );
		check( ! NONCE.test( second.body ), `${ path }: the cached page holds a nonce` );
		check( ! /"userId"\s*:/.test( second.body ) && ! /<body[^>]*\blogged-in\b/.test( second.body ), `${ path }: the cached page holds per-user markup` );
		check( second.headers[ 'set-cookie' ] === undefined, `${ path }: the cached page sets a cookie` );
		out.push( `${ path } ${ second.headers[ 'x-cache' ] }` );
	}
	return out.join( ', ' );
} );

test( 'Varnish: a logged-in page is never served from the cache nor stored for guests', async () => {
	const reader = readers[ 0 ];
	// The reader comes first on a fresh URL: a stored answer would then be the reader's page.
	const path = `${ articlePath }?fresh=${ Date.now() }`;
	const views = [ await page( path, reader ), await page( path, reader ) ];
	for ( const view of views ) {
		check( view.headers[ 'x-cache' ] === 'PASS', `a logged-in view was ${ view.headers[ 'x-cache' ] }` );
		check( view.body.includes( `"userId":${ reader.id }` ), 'the logged-in view is not the reader\'s page' );
	}
	const guest = await page( path );
	check( ! guest.body.includes( `"userId":${ reader.id }` ) && ! NONCE.test( guest.body ), 'a guest got the reader\'s page' );
	return `reader views: ${ views.map( ( v ) => v.headers[ 'x-cache' ] ).join( ', ' ) }; guest after: ${ guest.headers[ 'x-cache' ] }, no nonce`;
} );

// Polls the guest page until `seen( html )`; the time it took, or null past `limit` ms.
async function visibleWithin( path, seen, limit ) {
	const started = Date.now();
	while ( Date.now() - started <= limit ) {
		if ( seen( ( await page( path ) ).body ) ) {
			return Date.now() - started;
		}
		await sleep( 50 );
	}
	return null;
}

test( 'Varnish: a new like and a new approved comment reach guests within a second', async () => {
	await page( articlePath );
	check( ( await page( articlePath ) ).headers[ 'x-cache' ] === 'HIT', 'the article was not cached first' );
	const before = likeCount( ( await page( articlePath ) ).body );
	const likers = sql( 1, `SELECT user_id FROM wp_inkwell_relations WHERE relation = 'like' AND object_type = 'post' AND object_id = ${ fixtures.post }` ).split( '\n' ).map( Number );
	const liker = readers.find( ( u ) => ! likers.includes( u.id ) );
	const like = await action( liker, '/post/like', fixtures.post );
	check( like.status === 200, `the like answered ${ like.status }` );
	const likeMs = await visibleWithin( articlePath, ( html ) => likeCount( html ) === before + 1, 1000 );
	check( likeMs !== null, `guests still saw ${ before } likes after a second` );

	const text = `Cluster comment ${ Date.now() }`;
	const commenter = readers[ 1 ];
	const posted = await request( '/wp-comments-post.php', {
		method: 'POST',
		headers: { cookie: commenter.cookie, 'content-type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams( { comment_post_ID: String( fixtures.post ), comment: text, comment_parent: '0' } ).toString(),
	} );
	check( posted.status === 302, `the comment answered ${ posted.status }` );
	const held = sql( 1, `SELECT comment_ID FROM wp_comments WHERE comment_content = '${ text }' AND comment_approved = '0'` );
	if ( held ) {
		// Held for moderation: a moderator approves it (as wp-admin would, through the same core function).
		control( 'php', join( root, 'tests/cluster/approve-comment.php' ), held );
	}
	const commentMs = await visibleWithin( articlePath, ( html ) => html.includes( text ), 1000 );
	check( commentMs !== null, 'guests did not see the approved comment within a second' );
	return `like visible after ${ likeMs } ms (${ before } -> ${ before + 1 }); comment${ held ? ' (approved by a moderator)' : '' } after ${ commentMs } ms`;
} );

// One burst: every reader toggles like, follow and bookmark; the last successful answer is the state.
const PAIRS = [
	{ on: '/post/like', off: '/post/unlike', relation: 'like', type: 'post', id: fixtures.post },
	{ on: '/user/follow', off: '/user/unfollow', relation: 'follow', type: 'user', id: fixtures.author },
	{ on: '/post/bookmark', off: '/post/unbookmark', relation: 'bookmark', type: 'post', id: fixtures.post },
];

test( '50 readers like, follow and bookmark through the load balancer: counts equal the rows on all three nodes', async () => {
	const nodesBefore = served();
	const last = new Map();
	const jobs = [];
	for ( let round = 0; round < 5; round++ ) {
		for ( const user of readers ) {
			for ( const pair of PAIRS ) {
				// On, off, on, off, then on for half the readers; a reader's calls on one pair run in order.
				jobs.push( { user, pair, on: round < 4 ? round % 2 === 0 : user.id % 2 === 1 } );
			}
		}
	}
	const byKey = new Map();
	for ( const job of jobs ) {
		const key = `${ job.user.id }:${ job.pair.relation }`;
		byKey.set( key, [ ...( byKey.get( key ) ?? [] ), job ] );
	}
	let answered = 0;
	let failed = 0;
	await pool(
		[ ...byKey.values() ].map( ( sequence ) => async () => {
			for ( const job of sequence ) {
				const r = await action( job.user, job.on ? job.pair.on : job.pair.off, job.pair.id );
				if ( r.status === 200 ) {
					answered++;
					last.set( `${ job.user.id }:${ job.pair.relation }`, job.on );
				} else {
					failed++;
				}
			}
		} ),
		50
	);
	const nodesAfter = served();
	const spread = nodesAfter.map( ( n, i ) => n - nodesBefore[ i ] );
	check( failed === 0, `${ failed } of ${ jobs.length } calls failed` );
	check( spread.every( ( n ) => n > 0 ), `requests per application node: ${ spread.join( ' / ' ) }` );
	const figures = [];
	const ours = new Set( readers.map( ( u ) => u.id ) );
	for ( const pair of PAIRS ) {
		const cluster = JSON.parse( control( 'php', join( root, 'bench/php/relations.php' ), pair.relation, pair.type, String( pair.id ) ) );
		const others = cluster.users.filter( ( id ) => ! ours.has( id ) ).length;
		const expected = others + readers.filter( ( u ) => last.get( `${ u.id }:${ pair.relation }` ) ).length;
		for ( const node of [ 1, 2, 3 ] ) {
			const [ rows, distinct ] = sql( node, `SELECT COUNT(*), COUNT(DISTINCT user_id) FROM wp_inkwell_relations WHERE relation = '${ pair.relation }' AND object_type = '${ pair.type }' AND object_id = ${ pair.id }` ).split( '\t' ).map( Number );
			check( rows === expected && distinct === rows, `${ pair.relation} on db${ node }: ${ rows } rows (${ distinct } distinct users), expected ${ expected }` );
		}
		check( cluster.cached === expected, `${ pair.relation }: the plugin's cached count ${ cluster.cached }, expected ${ expected }` );
		figures.push( `${ pair.relation } ${ expected }` );
	}
	return `${ jobs.length } calls, ${ answered } answered 200, nodes served ${ spread.join( ' + ' ) }; rows on db1-3 = counts: ${ figures.join( ', ' ) }`;
} );

// The PHP error logs of both nodes, from byte `from` on.
const phpErrors = ( from = [ 0, 0 ] ) => [ 1, 2 ].map( ( n, i ) => {
	try {
		return readFileSync( `${ run }/app${ n }/php-errors.log` ).subarray( from[ i ] ).toString();
	} catch {
		return '';
	}
} );

test( 'Redis stopped and started: pages render and counts stay exact', async () => {
	const reader = readers[ 2 ];
	const logStart = phpErrors().map( ( log ) => Buffer.byteLength( log ) );
	const pair = PAIRS[ 0 ];
	const exact = ( label ) => {
		const r = JSON.parse( control( 'php', join( root, 'bench/php/relations.php' ), pair.relation, pair.type, String( pair.id ) ) );
		check( r.cached === r.rows, `${ label }: count ${ r.cached }, rows ${ r.rows }` );
		return r.rows;
	};
	control( 'stop-redis' );
	const out = [];
	try {
		for ( const [ i, user ] of [ reader, null ].entries() ) {
			const view = await page( `${ articlePath }?redis-down=${ i }${ Date.now() }`, user );
			check( view.status === 200 && view.body.includes( '</html>' ), `${ user ? 'reader' : 'guest' } page without Redis: ${ view.status }` );
		}
		for ( const path of [ pair.on, pair.off, pair.on ] ) {
			const r = await action( reader, path, pair.id );
			check( r.status === 200, `${ path } without Redis answered ${ r.status }` );
		}
		out.push( `without Redis: pages 200, likes ${ exact( 'without Redis' ) } = rows` );
	} finally {
		control( 'start-redis' );
	}
	for ( const path of [ pair.off, pair.on ] ) {
		const r = await action( reader, path, pair.id );
		check( r.status === 200, `${ path } after Redis came back answered ${ r.status }` );
	}
	const view = await page( articlePath, reader );
	check( view.status === 200, `page after Redis came back: ${ view.status }` );
	out.push( `Redis back: likes ${ exact( 'after Redis came back' ) } = cached count` );
	const log = phpErrors( logStart ).join( '' );
	check( ! /Fatal error/.test( log ), `a fatal error in the PHP log: ${ log.slice( 0, 300 ) }` );
	check( /Redis unavailable/.test( log ), 'the nodes did not log that Redis was away' );
	return out.join( '; ' );
} );

test( 'one application node killed: guests and readers are served by the other, still logged in', async () => {
	const reader = readers[ 3 ];
	const before = served();
	for ( let i = 0; i < 6; i++ ) {
		const view = await page( `${ articlePath }?both=${ i }${ Date.now() }`, reader );
		check( view.body.includes( `"userId":${ reader.id }` ), 'the reader is not logged in on every node' );
	}
	const both = served().map( ( n, i ) => n - before[ i ] );
	check( both.every( ( n ) => n > 0 ), `logged-in views per node before the kill: ${ both.join( ' / ' ) }` );
	control( 'kill-app', '2' );
	const statuses = {};
	try {
		for ( let i = 0; i < 20; i++ ) {
			const user = i % 2 ? reader : null;
			const view = await page( `${ articlePath }?one-node=${ i }${ Date.now() }`, user );
			statuses[ view.status ] = ( statuses[ view.status ] ?? 0 ) + 1;
			check( view.status === 200, `${ user ? 'reader' : 'guest' } view ${ i } answered ${ view.status } with one node down` );
			check( ! user || view.body.includes( `"userId":${ reader.id }` ), 'the reader was logged out' );
		}
		const like = await action( reader, '/post/like', fixtures.post );
		check( like.status === 200, `a like with one node down answered ${ like.status }` );
	} finally {
		control( 'start-app', '2' );
	}
	return `before: views on node 1 / 2: ${ both.join( ' / ' ) }; node 2 killed: 20 views (10 guest, 10 logged in) answered ${ JSON.stringify( statuses ) }, still logged in; a like answered 200`;
} );

test( 'the writing database node killed mid-burst: every answered success is stored, failures are JSON, the node rejoins identical', async () => {
	const writer = control( 'writer' );
	check( /^db[123]$/.test( writer ), `HAProxy names no writer (${ writer })` );
	const killed = Number( writer.slice( 2 ) );
	const survivor = killed === 1 ? 2 : 1;
	// Every call adds a row of its own (a like of one of 8 articles), so a success must leave its row.
	const posts = sql( survivor, "SELECT ID FROM wp_posts WHERE post_type = 'post' AND post_status = 'publish' ORDER BY ID DESC LIMIT 8" ).split( '\n' ).map( Number );
	const ids = readers.map( ( u ) => u.id ).join( ',' );
	sql( survivor, `DELETE FROM wp_inkwell_relations WHERE relation = 'like' AND object_type = 'post' AND user_id IN (${ ids }) AND object_id IN (${ posts.join( ',' ) })` );
	const calls = readers.flatMap( ( user ) => posts.map( ( post ) => ( { user, post } ) ) );
	let answered = 0;
	let killedAt = null;
	const outcomes = await pool(
		calls.map( ( call ) => async () => {
			const r = await action( call.user, '/post/like', call.post );
			answered++;
			if ( answered === Math.floor( calls.length / 4 ) ) {
				control( 'kill-db', String( killed ) );
				killedAt = Date.now();
			}
			return { ...call, status: r.status, answer: json( r.body ), at: Date.now() };
		} ),
		50
	);
	const successes = outcomes.filter( ( o ) => o.status === 200 );
	const failures = outcomes.filter( ( o ) => o.status !== 200 );
	// A lost database is a temporary failure (503, cluster/db-error.php), never a 500.
	const unclean = failures.filter( ( o ) => ! o.answer || typeof o.answer.code !== 'string' || o.status === 500 );
	const afterKill = successes.filter( ( o ) => o.at > killedAt ).length;
	const newWriter = control( 'writer' );
	const stored = new Set( sql( survivor, `SELECT CONCAT(user_id, ':', object_id) FROM wp_inkwell_relations WHERE relation = 'like' AND object_type = 'post' AND user_id IN (${ ids }) AND object_id IN (${ posts.join( ',' ) })` ).split( '\n' ).filter( Boolean ) );
	const lost = successes.filter( ( o ) => ! stored.has( `${ o.user.id }:${ o.post }` ) );
	const figures = `writer ${ writer } killed after ${ Math.floor( calls.length / 4 ) } answers; ${ calls.length } writes attempted, ${ successes.length } answered success (${ afterKill } after the kill, through ${ newWriter }), ${ failures.length } failed as JSON errors (${ [ ...new Set( failures.map( ( o ) => `${ o.status } ${ o.answer?.code }` ) ) ].join( ', ' ) || 'none' }), ${ stored.size } stored`;
	console.log( `    ${ figures }` );
	check( unclean.length === 0, `${ unclean.length } failures were not clean JSON errors: ${ unclean.slice( 0, 3 ).map( ( o ) => `${ o.status } ${ o.answer?.code }` ).join( ', ' ) }` );
	check( lost.length === 0, `${ lost.length } answered successes have no row` );
	check( stored.size <= calls.length, 'more rows than writes' );
	check( afterKill > 0 && newWriter !== writer, `writes did not move on (writer now ${ newWriter }, ${ afterKill } successes after the kill)` );

	const started = Date.now();
	control( 'rejoin-db', String( killed ) );
	const rejoinS = ( ( Date.now() - started ) / 1000 ).toFixed( 1 );
	const tables = [ 1, 2, 3 ].map( ( node ) => sql( node, RELATIONS ) );
	check( tables.every( ( t ) => t === tables[ 0 ] ), `relation tables differ after the rejoin: ${ tables.join( ' | ' ) }` );
	// The returning node must not take the writes back (HAProxy's stick table keeps them where they went).
	await sleep( 4000 );
	const writerAfter = control( 'writer' );
	check( writerAfter === newWriter, `the writes went back to ${ writerAfter } after the rejoin` );
	return `${ figures }; db${ killed } rejoined in ${ rejoinS } s, relation tables identical on db1-3 (${ tables[ 0 ].split( '\t' )[ 0 ] } rows), writes stay on ${ writerAfter }`;
} );

// --- run -----------------------------------------------------------------------------------------------

let passed = 0;
let failed = 0;
for ( const { name, fn } of tests ) {
	const started = Date.now();
	try {
		const figures = await fn();
		passed++;
		console.log( `  ✓ ${ name } (${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s)\n      ${ figures }` );
	} catch ( error ) {
		failed++;
		console.log( `  ✗ ${ name } (${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s)\n      ${ error.message }` );
	}
}
writeFileSync( opts.report, JSON.stringify( { passed, failed, skipped: 0 } ) );
console.log( `\n${ passed } passed, ${ failed } failed` );
process.exit( failed ? 1 : 0 );

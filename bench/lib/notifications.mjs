// The notifications centre's two costs (issue 15): the unseen count read on a logged-in page view (queries
// on the notifications table, with and without the object cache), and the inserts an event adds to the
// request that causes it (a like of the bench article, which tells its author). bench/stack/bench-queries.php
// counts the SQL of each request that carries X-Inkwell-Bench-Queries.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { REDIS, mean, request } from './http.mjs';

const linesOf = ( dir, label ) => {
	const file = `${ dir }/queries/${ label }.jsonl`;
	return existsSync( file ) ? readFileSync( file, 'utf8' ).trim().split( '\n' ).filter( Boolean ).map( ( line ) => JSON.parse( line ) ) : [];
};
const summary = ( lines ) => ( {
	requests: lines.length,
	notifications: mean( lines.map( ( l ) => l.notifications ) ),
	all: mean( lines.map( ( l ) => l.all ) ),
	inserts: mean( lines.map( ( l ) => l.inserts ) ),
	notificationsInserts: mean( lines.map( ( l ) => l.notificationsInserts ) ),
} );

export async function notificationCosts( ctx, { base, fixtures, logDir, count = 10 } ) {
	rmSync( `${ logDir }/queries`, { recursive: true, force: true } );
	const [ reader, ...likers ] = fixtures.users;
	const out = { count: {}, event: {} };
	// The count: page views of the article by one reader; the first view of each variant fills the cache.
	for ( const cache of [ 'none', 'redis' ] ) {
		const label = `count-${ cache }`;
		const headers = { cookie: reader.cookie, ...( cache === 'redis' ? REDIS : {} ) };
		await request( fixtures.pages.article, { headers } );
		for ( let i = 0; i < count; i++ ) {
			const answer = await request( fixtures.pages.article, { headers: { ...headers, 'X-Inkwell-Bench-Queries': label } } );
			if ( ! answer.body.toString().includes( 'inkwell-bell' ) ) {
				throw new Error( 'the page view printed no bell: is the reader logged in?' );
			}
		}
		out.count[ cache ] = summary( linesOf( logDir, label ) );
		ctx.log( `count read, ${ cache.padEnd( 5 ) }: ${ out.count[ cache ].notifications } queries on the notifications table a page view (${ out.count[ cache ].all } in all)` );
	}
	// The event: likes of the bench article by distinct readers, each between two undos (not counted), so that
	// every counted like is a new one (an earlier run or stage may have left a reader's like).
	for ( const cache of [ 'none', 'redis' ] ) {
		const label = `event-${ cache }`;
		for ( const user of likers.slice( 0, count ) ) {
			const headers = { cookie: user.cookie, 'content-type': 'application/x-www-form-urlencoded', ...( cache === 'redis' ? REDIS : {} ) };
			const body = `id=${ fixtures.post }`;
			await request( `${ base }/wp-json/fup/post/unlike?_wpnonce=${ user.nonce }`, { method: 'POST', headers, body } );
			const like = await request( `${ base }/wp-json/fup/post/like?_wpnonce=${ user.nonce }`, { method: 'POST', headers: { ...headers, 'X-Inkwell-Bench-Queries': label }, body } );
			if ( like.status !== 200 ) {
				throw new Error( `like answered ${ like.status }: ${ like.body.toString().slice( 0, 200 ) }` );
			}
			await request( `${ base }/wp-json/fup/post/unlike?_wpnonce=${ user.nonce }`, { method: 'POST', headers, body } );
		}
		out.event[ cache ] = summary( linesOf( logDir, label ) );
		ctx.log( `event write, ${ cache.padEnd( 5 ) }: ${ out.event[ cache ].notificationsInserts } inserts into the notifications table a like (${ out.event[ cache ].inserts } INSERTs, ${ out.event[ cache ].all } queries in all)` );
	}
	return out;
}

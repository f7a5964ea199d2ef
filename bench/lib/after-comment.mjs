// 1b: the front page's first view after a reader's comment, against a view with no comment before it. A
// comment changes an article's comment count, and each cache that a count throws away is paid by that view.
// Interleaved: a quiet view, a comment on a random article, the view after it; without and with Redis, each
// comment written through its variant's own cache as that site's would be.
import { percentile, request, REDIS } from './http.mjs';

export async function afterComment( ctx, { front, count, comment } ) {
	const times = { none: { quiet: [], after: [] }, redis: { quiet: [], after: [] } };
	for ( let i = 0; i < count + 2; i++ ) {
		for ( const cache of [ 'none', 'redis' ] ) {
			const headers = cache === 'redis' ? REDIS : {};
			const quiet = await request( front, { headers } );
			comment( 'add', cache );
			const after = await request( front, { headers } );
			// The first rounds warm the caches up.
			if ( i >= 2 && quiet.status === 200 && after.status === 200 ) {
				times[ cache ].quiet.push( quiet.ms );
				times[ cache ].after.push( after.ms );
			}
		}
	}
	const removed = comment( 'remove', 'none' );
	const out = {};
	for ( const [ cache, t ] of Object.entries( times ) ) {
		out[ cache ] = { quiet: percentile( t.quiet, 50 ), after: percentile( t.after, 50 ), n: t.after.length };
		ctx.log( `front after a comment, ${ cache.padEnd( 5 ) } p50 ${ out[ cache ].after?.toFixed( 1 ) } ms, quiet ${ out[ cache ].quiet?.toFixed( 1 ) } ms (${ out[ cache ].n } pairs)` );
	}
	ctx.log( `removed the ${ removed } comments of the bench` );
	return out;
}

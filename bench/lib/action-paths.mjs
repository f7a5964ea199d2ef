// 4b: the two paths of a community action, for one reader calling like and unlike in turn: served before
// `init` (fast actions on: the path DESIGN 7's CPU budget is for) and the usual way through `init` (the
// default a site owner gets). The X-Inkwell-Fast-Actions header picks the path (bench/stack/bench-fast-actions.php).
import { percentile, request } from './http.mjs';
import { clearLogs, cpuOf } from './server-time.mjs';

export const PATHS = { fast: 'on', init: 'off' };

const round = ( ms ) => Math.round( ms * 10 ) / 10;

// p50 wall and PHP CPU time of `count` calls on each path (no object cache), after 5 unmeasured ones.
export async function actionPaths( ctx, { base, fixtures, count, logDir } ) {
	const user = fixtures.users[ 0 ];
	const call = ( path, n ) =>
		request( `${ base }/wp-json/fup/post/${ n % 2 ? 'unlike' : 'like' }?_wpnonce=${ user.nonce }`, {
			method: 'POST',
			headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: user.cookie, 'X-Inkwell-Fast-Actions': PATHS[ path ] },
			body: `id=${ fixtures.post }`,
		} );
	const out = {};
	for ( const path of Object.keys( PATHS ) ) {
		for ( let n = 0; n < 6; n++ ) {
			await call( path, n );
		}
		clearLogs( logDir );
		const ms = [];
		let errors = 0;
		for ( let n = 0; n < count; n++ ) {
			const r = await call( path, n );
			ms.push( r.ms );
			errors += r.status === 200 ? 0 : 1;
		}
		out[ path ] = { p50: round( percentile( ms, 50 ) ), cpuP50: round( percentile( cpuOf( logDir, 'none', '/wp-json/fup/' ), 50 ) ?? 0 ), samples: count, errors };
		ctx.log( `like/unlike, ${ path } path: p50 ${ out[ path ].p50 } ms  CPU p50 ${ out[ path ].cpuP50 } ms  errors ${ errors }` );
	}
	return out;
}

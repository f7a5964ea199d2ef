// 6: cacheability of guest pages: two guest fetches are byte-identical apart from declared dynamic parts,
// carry no nonce, set no cookie, and send headers a page cache can use.
import { request } from './http.mjs';

// Parts of guest HTML declared dynamic (allowed to differ between two fetches). None so far.
export const DYNAMIC = [];

const NONCE = /(nonce|_wpnonce|wpApiSettings|X-WP-Nonce)["'\s:=]{1,6}["']?[0-9a-f]{10}\b/gi;

function strip( html ) {
	return DYNAMIC.reduce( ( h, re ) => h.replace( re, '' ), html );
}

function firstDifference( a, b ) {
	let i = 0;
	while ( i < a.length && a[ i ] === b[ i ] ) {
		i++;
	}
	return i < Math.max( a.length, b.length ) ? { at: i, first: a.slice( Math.max( 0, i - 60 ), i + 60 ), second: b.slice( Math.max( 0, i - 60 ), i + 60 ) } : null;
}

export async function cacheability( ctx, { pages } ) {
	const out = {};
	for ( const [ type, url ] of Object.entries( pages ) ) {
		const [ a, b ] = [ await request( url ), await request( url ) ];
		const html = a.body.toString();
		const diff = firstDifference( strip( html ), strip( b.body.toString() ) );
		const nonces = [ ...html.matchAll( NONCE ) ].map( ( m ) => m[ 0 ] );
		const cc = String( a.headers[ 'cache-control' ] ?? '' );
		const blocking = /no-store|no-cache|private|max-age=0/i.test( cc ) || a.headers[ 'set-cookie' ] !== undefined;
		const freshness = /(s-)?maxage=\d*[1-9]/i.test( cc.replace( 'max-age', 'maxage' ) ) || a.headers[ 'last-modified' ] !== undefined || a.headers.etag !== undefined;
		out[ type ] = {
			url,
			status: a.status,
			identical: diff === null,
			diff,
			nonces,
			headers: { 'cache-control': a.headers[ 'cache-control' ] ?? null, expires: a.headers.expires ?? null, 'set-cookie': a.headers[ 'set-cookie' ] ?? null, 'last-modified': a.headers[ 'last-modified' ] ?? null, etag: a.headers.etag ?? null, vary: a.headers.vary ?? null },
			headersUsable: ! blocking && freshness,
			headersNote: blocking ? `forbids caching (${ cc || 'set-cookie' })` : freshness ? 'ok' : 'no Cache-Control max-age, Last-Modified or ETag: a page cache must guess',
		};
		const o = out[ type ];
		ctx.log( `${ type.padEnd( 8 ) } identical ${ o.identical }  nonces ${ nonces.length }  headers ${ o.headersNote }` );
	}
	return out;
}

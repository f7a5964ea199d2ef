// Peer: Ghost (npm, on SQLite; bench/lib/peer.sh installs and starts it) beside Inkwell. The same articles
// go into Ghost through its Admin API; then article, home and tag/category pages are timed request by request
// interleaved with Inkwell's (without and with the object cache), and Lighthouse runs in rounds over both.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { percentile, request, REDIS } from './http.mjs';
import { lighthouseRounds } from './lighthouse.mjs';
import { FLOOR_HEADERS } from './server-time.mjs';

const OWNER = { name: 'Bench Owner', email: 'bench@example.com', password: 'Inkwell-bench-2026!', blogTitle: 'Inkwell bench peer' };

// A JSON call to Ghost's Admin API with the session cookie (and the Origin its CSRF check wants).
function admin( ghost, session ) {
	return async ( method, path, body, headers = {} ) => {
		const isForm = body instanceof FormData;
		const r = await fetch( `${ ghost }/ghost/api/admin${ path }`, {
			method,
			headers: { Origin: ghost, ...( session.cookie ? { cookie: session.cookie } : {} ), ...( body && ! isForm ? { 'content-type': 'application/json' } : {} ), ...headers },
			body: isForm ? body : body && JSON.stringify( body ),
		} );
		const cookie = r.headers.get( 'set-cookie' );
		if ( cookie ) {
			session.cookie = cookie.split( ';' )[ 0 ];
		}
		const text = await r.text();
		if ( ! r.ok && r.status !== 404 ) {
			throw new Error( `Ghost ${ method } ${ path }: HTTP ${ r.status } ${ text.slice( 0, 300 ) }` );
		}
		// Some answers are plain text (the session's is "Created").
		let json = null;
		try {
			json = text ? JSON.parse( text ) : null;
		} catch {}
		return { status: r.status, json };
	};
}

// Sets Ghost up once (its owner), logs in, and adds each article it does not hold yet, cover image included.
// Resolves with the paths of Ghost's article, home and tag pages.
export async function loadGhost( ctx, { ghost, export: data } ) {
	const session = {};
	const api = admin( ghost, session );
	const setup = await api( 'GET', '/authentication/setup/' );
	if ( ! setup.json.setup[ 0 ].status ) {
		await api( 'POST', '/authentication/setup/', { setup: [ OWNER ] } );
	}
	await api( 'POST', '/session/', { username: OWNER.email, password: OWNER.password } );
	// Only the same articles: Ghost's own sample posts go, and so does its sample cover image (a file on
	// ghost.org, which cannot be fetched here).
	const ours = new Set( data.articles.map( ( a ) => a.slug ) );
	for ( const p of ( await api( 'GET', '/posts/?limit=all&fields=id,slug&filter=status:[published,draft,scheduled]' ) ).json.posts ) {
		if ( ! ours.has( p.slug ) ) {
			await api( 'DELETE', `/posts/${ p.id }/` );
		}
	}
	await api( 'PUT', '/settings/', { settings: [ { key: 'cover_image', value: null } ] } );
	const images = new Map();
	let added = 0;
	let tag = null;
	for ( const a of [ ...data.articles ].reverse() ) {
		const found = await api( 'GET', `/posts/slug/${ a.slug }/?include=tags` );
		let post = found.status === 200 ? found.json.posts[ 0 ] : null;
		if ( ! post ) {
			if ( a.image && ! images.has( a.image ) ) {
				const form = new FormData();
				form.append( 'file', new Blob( [ readFileSync( a.image ) ], { type: a.image.endsWith( '.png' ) ? 'image/png' : 'image/jpeg' } ), basename( a.image ) );
				form.append( 'purpose', 'image' );
				images.set( a.image, ( await api( 'POST', '/images/upload/', form ) ).json.images[ 0 ].url );
			}
			const created = await api( 'POST', '/posts/?source=html', {
				posts: [ {
					title: a.title,
					slug: a.slug,
					html: a.html,
					custom_excerpt: a.excerpt.slice( 0, 300 ),
					status: 'published',
					published_at: a.published_at,
					tags: a.tags.map( ( name ) => ( { name } ) ),
					feature_image: a.image ? images.get( a.image ) : null,
					feature_image_alt: a.imageAlt || null,
				} ],
			} );
			post = created.json.posts[ 0 ];
			added++;
		}
		if ( a.slug === data.article ) {
			tag = post.tags.find( ( t ) => t.name === data.category ) ?? post.tags[ 0 ];
		}
	}
	ctx.log( `Ghost holds the ${ data.articles.length } articles (${ added } added now); tag page /tag/${ tag.slug }/` );
	return { article: `${ ghost }/${ data.article }/`, front: `${ ghost }/`, category: `${ ghost }/tag/${ tag.slug }/` };
}

// p50/p95 of each page type for Inkwell (both pools), WordPress's floor on the same pages (both pools) and
// Ghost, interleaved request by request.
export async function peerServerTime( ctx, { inkwell, ghost, count, warmup = 5 } ) {
	const variants = [
		{ name: 'inkwell none', pages: inkwell, headers: {} },
		{ name: 'inkwell redis', pages: inkwell, headers: REDIS },
		{ name: 'floor none', pages: inkwell, headers: FLOOR_HEADERS },
		{ name: 'floor redis', pages: inkwell, headers: { ...FLOOR_HEADERS, ...REDIS } },
		{ name: 'ghost', pages: ghost, headers: {} },
	];
	const out = {};
	for ( const type of Object.keys( ghost ) ) {
		const ms = new Map( variants.map( ( v ) => [ v, [] ] ) );
		const status = new Map();
		for ( let i = 0; i < warmup + count; i++ ) {
			for ( const v of variants ) {
				const r = await request( v.pages[ type ], { headers: v.headers } );
				status.set( v, r.status );
				if ( i >= warmup ) {
					ms.get( v ).push( r.ms );
				}
			}
		}
		out[ type ] = {};
		for ( const v of variants ) {
			const r = ( out[ type ][ v.name ] = { status: status.get( v ), p50: percentile( ms.get( v ), 50 ), p95: percentile( ms.get( v ), 95 ), samples: count } );
			ctx.log( `${ type.padEnd( 8 ) } ${ v.name.padEnd( 14 ) } p50 ${ r.p50.toFixed( 1 ) } ms  p95 ${ r.p95.toFixed( 1 ) } ms  (HTTP ${ r.status })` );
		}
	}
	return out;
}

export async function peer( ctx, { ghost, mode, note, inkwellPages, exportArticles, count, runs } ) {
	const ghostPages = await loadGhost( ctx, { ghost, export: exportArticles() } );
	const inkwell = { article: inkwellPages.article, front: inkwellPages.front, category: inkwellPages.category };
	const time = await peerServerTime( ctx, { inkwell, ghost: ghostPages, count } );
	const targets = {};
	for ( const type of Object.keys( ghostPages ) ) {
		targets[ `inkwell ${ type }` ] = { url: inkwell[ type ], headers: REDIS };
		targets[ `ghost ${ type }` ] = { url: ghostPages[ type ], headers: {} };
	}
	const lighthouse = await lighthouseRounds( ctx, targets, runs );
	return { mode, note, version: process.env.PEER_GHOST_VERSION, pages: ghostPages, time, lighthouse };
}

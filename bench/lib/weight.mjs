// 2: page weight from a real Chromium load of each page type, as a guest: first-party CSS and JS (gzip),
// all JS including WordPress's React, request count, and bundles loaded on a page without their widget.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const FIRST_PARTY = /\/wp-content\/(themes\/inkwell|plugins\/(inkwell-community|inkwell-forms|inkblocks))\//;
// Inline <style>/<script> ids are "<handle>-inline-css" / "<handle>-js-before|after|extra"; WordPress
// inlines small stylesheets, so a first-party handle's inline CSS counts as first-party. global-styles is
// generated from the theme's theme.json, so it counts too.
const FIRST_PARTY_INLINE = /^(inkwell|inkblocks|global-styles)/;
const REACT = /\/wp-includes\/js\/dist\/(vendor\/react|vendor\/react-dom|element|vendor\/react-jsx-runtime)[.-]/;

// Island names each bundle registers: registerIsland( 'name', ... ) in widgets-src/<owner>/<bundle>/, built
// to <package>/build/<bundle>/.
const OWNERS = [ 'theme', 'inkwell-community', 'inkwell-forms', 'inkblocks' ];
export function bundleIslands( root ) {
	const map = {};
	const walk = ( dir, names ) => {
		for ( const f of readdirSync( dir ) ) {
			const p = join( dir, f );
			if ( statSync( p ).isDirectory() ) {
				if ( f !== '__tests__' ) {
					walk( p, names );
				}
			} else if ( /\.tsx?$/.test( f ) ) {
				for ( const m of readFileSync( p, 'utf8' ).matchAll( /registerIsland\(\s*['"]([^'"]+)['"]/g ) ) {
					names.add( m[ 1 ] );
				}
			}
		}
	};
	for ( const owner of OWNERS ) {
		const src = join( root, 'widgets-src', owner );
		for ( const bundle of readdirSync( src ) ) {
			if ( statSync( join( src, bundle ) ).isDirectory() ) {
				const names = new Set();
				walk( join( src, bundle ), names );
				map[ bundle ] = [ ...names ];
			}
		}
	}
	return map;
}

const kb = ( bytes ) => Math.round( bytes / 102.4 ) / 10;

export async function pageWeight( ctx, { pages, root } ) {
	const islandsOf = bundleIslands( root );
	const browser = await chromium.launch( { executablePath: '/usr/bin/chromium', args: [ '--no-sandbox' ] } );
	const out = {};
	try {
		for ( const [ type, url ] of Object.entries( pages ) ) {
			const context = await browser.newContext( { extraHTTPHeaders: { 'X-Inkwell-Object-Cache': 'redis' } } );
			const page = await context.newPage();
			const responses = [];
			page.on( 'response', ( r ) => responses.push( r ) );
			await page.goto( url, { waitUntil: 'networkidle' } );
			const islands = await page.$$eval( '[data-inkwell-island]', ( els ) => els.map( ( e ) => e.dataset.inkwellIsland ) );
			const files = [];
			for ( const r of responses ) {
				const kind = r.request().resourceType();
				if ( ( kind !== 'script' && kind !== 'stylesheet' ) || ! /^https?:/.test( r.url() ) ) {
					continue;
				}
				const body = await r.body().catch( () => Buffer.alloc( 0 ) );
				files.push( { url: r.url(), kind, bytes: body.length, gzip: gzipSync( body ).length, firstParty: FIRST_PARTY.test( r.url() ) } );
			}
			const inline = await page.$$eval( 'style, script:not([src])', ( els ) =>
				els.map( ( e ) => ( { id: e.id, tag: e.tagName, type: e.getAttribute( 'type' ), text: e.textContent } ) ) );
			for ( const el of inline ) {
				if ( el.text.trim() && ! /json|importmap/.test( el.type ?? '' ) ) {
					const body = Buffer.from( el.text );
					files.push( {
						url: `inline:${ el.id || el.tag.toLowerCase() }`,
						kind: el.tag === 'STYLE' ? 'stylesheet' : 'script',
						bytes: body.length,
						gzip: gzipSync( body ).length,
						firstParty: FIRST_PARTY_INLINE.test( el.id ),
					} );
				}
			}
			const sum = ( list ) => list.reduce( ( a, f ) => a + f.gzip, 0 );
			const js = files.filter( ( f ) => f.kind === 'script' );
			const css = files.filter( ( f ) => f.kind === 'stylesheet' );
			const bundles = {};
			// The budget is about a widget's JS: a bundle's stylesheet may style server-rendered controls.
			for ( const f of js ) {
				const m = f.url.match( /\/build\/([^/]+)\// );
				if ( m && FIRST_PARTY.test( f.url ) ) {
					( bundles[ m[ 1 ] ] ??= { bytes: 0 } ).bytes += f.gzip;
				}
			}
			const unneeded = Object.entries( bundles )
				.filter( ( [ b ] ) => ( islandsOf[ b ] ?? [] ).length > 0 && ! islandsOf[ b ].some( ( n ) => islands.includes( n ) ) )
				.map( ( [ b, v ] ) => ( { bundle: b, gzip: v.bytes } ) );
			out[ type ] = {
				url,
				requests: responses.length,
				firstPartyCss: kb( sum( css.filter( ( f ) => f.firstParty ) ) ),
				firstPartyJs: kb( sum( js.filter( ( f ) => f.firstParty ) ) ),
				allJs: kb( sum( js ) ),
				allCss: kb( sum( css ) ),
				react: js.some( ( f ) => REACT.test( f.url ) ),
				islands: [ ...new Set( islands ) ],
				unneeded,
				files,
			};
			// Content blocks load their scripts as the reader nears them: scroll to the end, and count again.
			const loaded = responses.length;
			for ( let y = 0; y < 200 && await page.evaluate( () => innerHeight + scrollY < document.body.scrollHeight - 2 ); y++ ) {
				await page.mouse.wheel( 0, 600 );
				await page.waitForTimeout( 100 );
			}
			await page.waitForLoadState( 'networkidle' );
			let later = 0;
			for ( const r of responses.slice( loaded ).filter( ( x ) => x.request().resourceType() === 'script' ) ) {
				later += gzipSync( await r.body().catch( () => Buffer.alloc( 0 ) ) ).length;
			}
			out[ type ].scrolled = { allJs: kb( sum( js ) + later ), requests: responses.length };
			const o = out[ type ];
			ctx.log( `${ type.padEnd( 8 ) } css ${ o.firstPartyCss } KB  js ${ o.firstPartyJs } KB  all js ${ o.allJs } KB  requests ${ o.requests }  react ${ o.react }  islands ${ o.islands.join( ',' ) || '-' }  unneeded ${ unneeded.map( ( u ) => u.bundle ).join( ',' ) || '-' }  scrolled to the end: all js ${ o.scrolled.allJs } KB, requests ${ o.scrolled.requests }` );
			await context.close();
		}
	} finally {
		await browser.close();
	}
	return out;
}

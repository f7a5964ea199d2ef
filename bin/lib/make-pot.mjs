// npm run i18n: writes languages/<text domain>.pot into the theme and each plugin, from the strings of
// its PHP files and those of its blocks in widgets-src/<owner>/ (wp-pot), the titles, descriptions and
// keywords of the block.json files in its build/ folder (as WordPress translates them), and the TypeScript
// sources whose calls use its text domain (@wordpress/babel-plugin-makepot), merged into one template per
// package. Run after the build (bin/dist builds first).
import { transformFileSync } from '@babel/core';
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WP_Pot as WpPot } from 'wp-pot';

const require = createRequire( import.meta.url );
// The PO parser and compiler makepot itself writes with, so both halves read alike.
const { po } = createRequire( require.resolve( '@wordpress/babel-plugin-makepot' ) )( 'gettext-parser' );

const root = join( dirname( fileURLToPath( import.meta.url ) ), '../..' );
export const PACKAGES = {
	inkwell: { dir: 'theme/inkwell', owner: 'theme', name: 'Inkwell', main: 'functions.php' },
	'inkwell-community': { dir: 'plugins/inkwell-community', owner: 'inkwell-community', name: 'Inkwell Community', main: 'inkwell-community.php' },
	'inkwell-forms': { dir: 'plugins/inkwell-forms', owner: 'inkwell-forms', name: 'Inkwell Forms', main: 'inkwell-forms.php' },
	inkblocks: { dir: 'plugins/inkblocks', owner: 'inkblocks', name: 'Inkblocks', main: 'inkblocks.php' },
};
const DOMAIN_CALL = new RegExp( `['"](${ Object.keys( PACKAGES ).join( '|' ) })['"]\\s*\\)`, 'g' );

function* files( dir, test ) {
	for ( const name of readdirSync( dir ) ) {
		const path = join( dir, name );
		if ( name === 'node_modules' || name === '__tests__' || name === 'build' ) {
			continue;
		}
		if ( statSync( path ).isDirectory() ) {
			yield* files( path, test );
		} else if ( test( name ) ) {
			yield path;
		}
	}
}

// Script sources by the text domain their translation calls use; a file that mixes domains is an error.
function scriptsByDomain() {
	const byDomain = Object.fromEntries( Object.keys( PACKAGES ).map( ( domain ) => [ domain, [] ] ) );
	for ( const file of files( join( root, 'widgets-src' ), ( name ) => /\.tsx?$/.test( name ) && ! name.endsWith( '.d.ts' ) ) ) {
		const source = readFileSync( file, 'utf8' );
		if ( ! source.includes( '@wordpress/i18n' ) ) {
			continue;
		}
		const domains = new Set( [ ...source.matchAll( DOMAIN_CALL ) ].map( ( m ) => m[ 1 ] ) );
		if ( domains.size > 1 ) {
			throw new Error( `${ relative( root, file ) } translates into several text domains: ${ [ ...domains ].join( ', ' ) }` );
		}
		for ( const domain of domains ) {
			byDomain[ domain ].push( file );
		}
	}
	return byDomain;
}

// The strings of the given scripts, as makepot extracts them, parsed.
function scriptStrings( domain, scripts, work ) {
	const output = join( work, `${ domain }-js.pot` );
	const options = { output };
	for ( const file of scripts ) {
		transformFileSync( file, {
			cwd: root,
			babelrc: false,
			configFile: false,
			presets: [ require.resolve( '@wordpress/babel-preset-default' ) ],
			plugins: [ [ require.resolve( '@wordpress/babel-plugin-makepot' ), options ] ],
			code: false,
		} );
	}
	return scripts.length ? po.parse( readFileSync( output ) ) : null;
}

// Adds the entries of `strings` (parsed PO) to `into`, joining the references of a string both have.
function merge( into, strings ) {
	for ( const [ context, entries ] of Object.entries( strings?.translations ?? {} ) ) {
		for ( const [ msgid, entry ] of Object.entries( entries ) ) {
			if ( msgid === '' ) {
				continue;
			}
			const known = ( into.translations[ context ] ??= {} )[ msgid ];
			if ( known ) {
				known.comments.reference = [ known.comments.reference, entry.comments.reference ].filter( Boolean ).join( '\n' );
			} else {
				into.translations[ context ][ msgid ] = entry;
			}
		}
	}
}

// The strings of the PHP files below `cwd` (wp-pot), parsed; references relative to `relativeTo`.
function phpStrings( domain, cwd, relativeTo, pot, metadataFile ) {
	return po.parse(
		new WpPot( {
			php: { textdomain: domain, ...( metadataFile ? { metadataFile } : {} ) },
			pot,
			pathsRelativeTo: relativeTo,
			globOpts: { cwd, absolute: true, ignore: [ 'build/**', 'node_modules/**', 'vendor/**', '**/__tests__/**' ] },
		} )
			.parse( [ '**/*.php' ] )
			.generatePot()
	);
}

// The translatable fields of the built block.json files, with the contexts WordPress uses for them.
function blockStrings( dir ) {
	const translations = {};
	const add = ( context, msgid, reference ) => {
		const entries = ( translations[ context ] ??= {} );
		const known = entries[ msgid ];
		if ( known ) {
			known.comments.reference += `\n${ reference }`;
		} else {
			entries[ msgid ] = { msgctxt: context, msgid, msgstr: [ '' ], comments: { reference } };
		}
	};
	const build = join( root, dir, 'build' );
	for ( const file of statSync( build, { throwIfNoEntry: false } )?.isDirectory() ? files( build, ( name ) => name === 'block.json' ) : [] ) {
		const block = JSON.parse( readFileSync( file, 'utf8' ) );
		const reference = relative( join( root, dir ), file );
		if ( block.title ) {
			add( 'block title', block.title, reference );
		}
		if ( block.description ) {
			add( 'block description', block.description, reference );
		}
		for ( const keyword of block.keywords ?? [] ) {
			add( 'block keyword', keyword, reference );
		}
	}
	return { translations };
}

// Writes the template of one package from its PHP, its blocks and the given scripts; returns its number of
// strings.
export function makePot( domain, scripts, work ) {
	const { dir, owner, name, main } = PACKAGES[ domain ];
	const version = readFileSync( join( root, dir, dir.startsWith( 'theme' ) ? 'style.css' : main ), 'utf8' ).match( /^\s*\*?\s*Version:\s*(\S+)/m )[ 1 ];
	const pot = { package: `${ name } ${ version }`, bugReport: 'https://example.com/inkwell/issues', lastTranslator: '', team: '' };
	const php = phpStrings( domain, join( root, dir ), join( root, dir ), pot, main );
	merge( php, phpStrings( domain, join( root, 'widgets-src', owner ), root, pot ) );
	merge( php, blockStrings( dir ) );
	merge( php, scriptStrings( domain, scripts, work ) );
	php.headers[ 'X-Domain' ] = domain;
	mkdirSync( join( root, dir, 'languages' ), { recursive: true } );
	writeFileSync( join( root, dir, 'languages', `${ domain }.pot` ), po.compile( php ) );
	return Object.values( php.translations ).reduce( ( n, entries ) => n + Object.keys( entries ).filter( Boolean ).length, 0 );
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	const work = join( tmpdir(), `inkwell-pot-${ process.pid }` );
	mkdirSync( work, { recursive: true } );
	try {
		const scripts = scriptsByDomain();
		for ( const domain of Object.keys( PACKAGES ) ) {
			const started = Date.now();
			const count = makePot( domain, scripts[ domain ], work );
			console.log( `    ${ PACKAGES[ domain ].dir }/languages/${ domain }.pot: ${ count } strings (${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s)` );
		}
	} finally {
		rmSync( work, { recursive: true, force: true } );
	}
}

/**
 * Builds widgets-src/<owner>/ into the build/ folder of the package that ships it: one webpack
 * configuration per owner (theme, inkwell-community, inkwell-forms, inkblocks), with WordPress's
 * dependency extraction (React and the other wp-* packages come from WordPress, never bundled).
 *
 * A folder of widgets-src/<owner>/ is one of three things:
 * - a block: it has a block.json; the scripts its block.json names (`file:./index.js`, `file:./view.js`)
 *   are built from the matching .ts/.tsx, and block.json and its PHP files are copied beside them, so
 *   build/<block>/ is what the package registers with register_block_type();
 * - a bundle: it has an index.ts(x) (and maybe an editor.ts(x)), built to build/<bundle>/index.js;
 * - a library: neither; other folders of the same owner import it.
 */
const fs = require( 'fs' );
const path = require( 'path' );
const DependencyExtractionWebpackPlugin = require( '@wordpress/dependency-extraction-webpack-plugin' );

// A test builds a block of its own from another folder into another place (tests/php/.../New_Block_Test).
const SOURCE = path.resolve(
	__dirname,
	process.env.INKWELL_BUILD_SOURCE || 'widgets-src'
);
const OUTPUT = process.env.INKWELL_BUILD_OUTPUT;

/** Where each owner's build lands. */
const PACKAGES = {
	theme: 'theme/inkwell',
	'inkwell-community': 'plugins/inkwell-community',
	'inkwell-forms': 'plugins/inkwell-forms',
	inkblocks: 'plugins/inkblocks',
};

/** block.json fields that name scripts to build. */
const SCRIPT_FIELDS = [ 'editorScript', 'script', 'viewScript' ];

/**
 * The HTTP client (widgets-src/common/http/) has its own copy of @wordpress/api-fetch: WordPress's
 * wp-api-fetch script comes with its page set-up (a nonce printed into guest pages, a nonce header and
 * `_locale=user` on every request), which SPEC 7's requests and cacheable guest pages rule out. So the
 * client's import of api-fetch, and api-fetch's own imports of @wordpress/private-apis (whose list of core
 * modules in older WordPress lacks api-fetch) and @wordpress/url, are bundled instead of becoming wp-*
 * scripts. Editor scripts keep WordPress's wp-api-fetch.
 */
const BUNDLED_FOR = [
	{
		request: '@wordpress/api-fetch',
		issuer: /[\\/]widgets-src[\\/]common[\\/]http[\\/]/,
	},
	{
		request: '@wordpress/private-apis',
		issuer: /[\\/]@wordpress[\\/]api-fetch[\\/]/,
	},
	{
		request: '@wordpress/url',
		issuer: /[\\/]@wordpress[\\/]api-fetch[\\/]/,
	},
];

/** WordPress's dependency extraction, except for the requests of BUNDLED_FOR. */
class DependencyExtraction extends DependencyExtractionWebpackPlugin {
	/**
	 * Externalizes a request unless BUNDLED_FOR keeps it in the bundle.
	 *
	 * @param {import('webpack').ExternalItemFunctionData} data     The request and its issuer.
	 * @param {Function}                                   callback Receives the external, or nothing.
	 */
	externalizeWpDeps( data, callback ) {
		const issuer = data.contextInfo?.issuer ?? '';
		if (
			BUNDLED_FOR.some(
				( entry ) =>
					entry.request === data.request &&
					entry.issuer.test( issuer )
			)
		) {
			return callback();
		}
		return super.externalizeWpDeps( data, callback );
	}
}

/**
 * A PHP literal of a JSON value: single-quoted strings, `array()` for lists and objects.
 *
 * @param {unknown} value A value parsed from JSON.
 * @return {string} PHP source.
 */
function phpLiteral( value ) {
	if ( value === null ) {
		return 'null';
	}
	if ( typeof value === 'string' ) {
		return `'${ value.replace( /[\\']/g, '\\$&' ) }'`;
	}
	if ( typeof value !== 'object' ) {
		return String( value );
	}
	const items = Array.isArray( value )
		? value.map( phpLiteral )
		: Object.entries( value ).map(
				( [ key, item ] ) =>
					`${ phpLiteral( key ) } => ${ phpLiteral( item ) }`
			);
	return `array( ${ items.join( ', ' ) } )`;
}

/**
 * Writes build/blocks-manifest.php, every built block.json as one PHP array keyed by block folder, which the
 * package registers as a block metadata collection: WordPress then reads no block.json on a request. With
 * `listBundles`, also build/bundles.php, the folders of the other bundles (an `index` entry and no
 * block.json), which the package registers without listing the build folder on every request.
 */
class BuildManifests {
	/**
	 * @param {{listBundles?: boolean}} options Whether to write build/bundles.php.
	 */
	constructor( { listBundles = false } = {} ) {
		this.listBundles = listBundles;
	}

	apply( compiler ) {
		compiler.hooks.thisCompilation.tap(
			'BuildManifests',
			( compilation ) => {
				compilation.hooks.processAssets.tap(
					{
						name: 'BuildManifests',
						stage: compiler.webpack.Compilation
							.PROCESS_ASSETS_STAGE_SUMMARIZE,
					},
					( assets ) => {
						const blocks = {};
						const entries = [];
						for ( const [ file, source ] of Object.entries(
							assets
						) ) {
							const match = /^([^/]+)\/block\.json$/.exec( file );
							if ( match ) {
								blocks[ match[ 1 ] ] = JSON.parse(
									source.source().toString()
								);
							}
							const entry = /^([^/]+)\/index\.js$/.exec( file );
							if ( entry ) {
								entries.push( entry[ 1 ] );
							}
						}
						const emit = ( file, comment, value ) =>
							compilation.emitAsset(
								file,
								new compiler.webpack.sources.RawSource(
									`<?php\n// ${ comment }\nreturn ${ phpLiteral( value ) };\n`
								)
							);
						if ( Object.keys( blocks ).length ) {
							emit(
								'blocks-manifest.php',
								"Generated by the build from each block's block.json.",
								blocks
							);
						}
						const bundles = entries
							.filter( ( folder ) => ! ( folder in blocks ) )
							.sort();
						if ( this.listBundles && bundles.length ) {
							emit(
								'bundles.php',
								'Generated by the build: the bundles that are not blocks.',
								bundles
							);
						}
					}
				);
			}
		);
	}
}

/**
 * The source file of a script a block.json names: `file:./view.js` is view.ts, view.tsx or view.js.
 *
 * @param {string} folder Block folder.
 * @param {string} ref    The block.json value.
 * @return {string|null} Absolute path, or null for a handle (a script registered elsewhere).
 */
function scriptSource( folder, ref ) {
	if ( ! ref.startsWith( 'file:' ) ) {
		return null;
	}
	const base = path.join( folder, ref.slice( 5 ).replace( /\.js$/, '' ) );
	const found = [ '.ts', '.tsx', '.js' ]
		.map( ( extension ) => base + extension )
		.find( ( file ) => fs.existsSync( file ) );
	if ( ! found ) {
		throw new Error(
			`${ folder }/block.json names ${ ref }, which has no source`
		);
	}
	return found;
}

/**
 * The first of the given files that exists in a folder.
 *
 * @param {string}   folder Folder.
 * @param {string[]} names  Candidate file names.
 * @return {string|undefined} Absolute path.
 */
function firstFile( folder, names ) {
	return names
		.map( ( name ) => path.join( folder, name ) )
		.find( fs.existsSync );
}

/**
 * Entry points of one owner, keyed by their path below the package's build folder.
 *
 * @param {string} owner Owner folder name.
 * @return {Record<string,string>} Entries.
 */
function ownerEntries( owner ) {
	const entries = {};
	const root = path.join( SOURCE, owner );
	for ( const name of fs.readdirSync( root ) ) {
		const folder = path.join( root, name );
		const blockJson = path.join( folder, 'block.json' );
		if ( fs.existsSync( blockJson ) ) {
			const metadata = JSON.parse( fs.readFileSync( blockJson, 'utf8' ) );
			for ( const field of SCRIPT_FIELDS ) {
				for ( const ref of [ metadata[ field ] ?? [] ].flat() ) {
					const source = scriptSource( folder, ref );
					if ( source ) {
						entries[
							`${ name }/${ path.basename(
								source,
								path.extname( source )
							) }`
						] = source;
					}
				}
			}
			continue;
		}
		for ( const entry of [ 'index', 'editor' ] ) {
			const file = firstFile( folder, [
				`${ entry }.ts`,
				`${ entry }.tsx`,
			] );
			if ( file ) {
				entries[ `${ name }/${ entry }` ] = file;
			}
		}
	}
	return entries;
}

/**
 * A fresh copy of @wordpress/scripts' configuration: each owner's compiler needs its own plugin instances.
 *
 * @return {import('webpack').Configuration} The default configuration.
 */
function defaultConfig() {
	const id = require.resolve( '@wordpress/scripts/config/webpack.config' );
	delete require.cache[ id ];
	return require( id );
}

/**
 * The configuration of one owner.
 *
 * @param {string} owner Owner folder name.
 * @return {import('webpack').Configuration} Configuration.
 */
function ownerConfig( owner ) {
	const base = defaultConfig();
	const CopyWebpackPlugin = require( 'copy-webpack-plugin' );
	const context = path.join( SOURCE, owner );
	return {
		...base,
		name: owner,
		entry: () => ownerEntries( owner ),
		output: {
			...base.output,
			path: OUTPUT
				? path.resolve( OUTPUT, owner )
				: path.resolve( __dirname, PACKAGES[ owner ], 'build' ),
			// Bundles of different owners share a page: their lazy-chunk registries must not collide.
			uniqueName: `inkwell_${ owner.replace( /-/g, '_' ) }`,
		},
		plugins: [
			// The default copies block.json and render files from src/; blocks live in widgets-src/<owner>/.
			...base.plugins
				.filter(
					( plugin ) =>
						! [ 'CopyPlugin', 'PhpFilePathsPlugin' ].includes(
							plugin.constructor.name
						)
				)
				.map( ( plugin ) =>
					plugin instanceof DependencyExtractionWebpackPlugin
						? new DependencyExtraction( plugin.options )
						: plugin
				),
			new CopyWebpackPlugin( {
				patterns: [
					{
						from: '*/block.json',
						context,
						noErrorOnMissing: true,
						transform: ( content ) =>
							content
								.toString()
								.replace( /(file:[^"]+)\.tsx?"/g, '$1.js"' ),
					},
					{ from: '*/*.php', context, noErrorOnMissing: true },
				],
			} ),
			new BuildManifests( { listBundles: owner === 'inkblocks' } ),
		],
		optimization: {
			...base.optimization,
			splitChunks: {
				...base.optimization.splitChunks,
				// A lazy part (`import()` named `<bundle>/<part>`, see common/lazy-chunks.ts) stays one file
				// beside its bundle: no shared vendor chunks.
				cacheGroups: {
					...base.optimization.splitChunks.cacheGroups,
					defaultVendors: false,
				},
			},
		},
	};
}

module.exports = Object.keys( PACKAGES )
	.filter( ( owner ) => fs.existsSync( path.join( SOURCE, owner ) ) )
	.map( ownerConfig );

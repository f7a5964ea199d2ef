/**
 * Builds every island bundle of widgets-src into build/<owner>/<bundle>/ with the WordPress
 * dependency extraction (React and other wp-* packages come from WordPress, never bundled).
 *
 * A bundle is a folder widgets-src/<bundle>/ with a bundle.json naming the plugin or theme that
 * enqueues it ({"owner": "inkwell-community"}); its entry is index.ts(x). Further entries (block view
 * and editor scripts) are listed as {"entries": {"<name>": "./path/to/file.tsx"}} and built to
 * build/<owner>/<bundle>/<name>.js.
 */
const fs = require( 'fs' );
const path = require( 'path' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );

const source = path.resolve( __dirname, 'widgets-src' );

/**
 * Entry points of every bundle, keyed by their output path below build/.
 *
 * @return {Record<string,string>} Entries.
 */
function bundleEntries() {
	const entries = {};
	for ( const bundle of fs.readdirSync( source ) ) {
		const manifest = path.join( source, bundle, 'bundle.json' );
		if ( ! fs.existsSync( manifest ) ) {
			continue;
		}
		const { owner, entries: extra = {} } = JSON.parse(
			fs.readFileSync( manifest, 'utf8' )
		);
		const index = [ 'index.ts', 'index.tsx' ]
			.map( ( file ) => path.join( source, bundle, file ) )
			.find( fs.existsSync );
		if ( index ) {
			entries[ `${ owner }/${ bundle }/index` ] = index;
		}
		for ( const [ name, file ] of Object.entries( extra ) ) {
			entries[ `${ owner }/${ bundle }/${ name }` ] = path.resolve(
				source,
				bundle,
				file
			);
		}
	}
	return entries;
}

module.exports = {
	...defaultConfig,
	entry: bundleEntries,
	output: {
		...defaultConfig.output,
		path: path.resolve( __dirname, 'build' ),
	},
	optimization: {
		...defaultConfig.optimization,
		splitChunks: {
			...defaultConfig.optimization.splitChunks,
			// A lazy part (`import()` named `<owner>/<bundle>/<part>`, see common/lazy-chunks.ts) stays one file
			// beside its bundle: no shared vendor chunks outside the owner's folder.
			cacheGroups: {
				...defaultConfig.optimization.splitChunks.cacheGroups,
				defaultVendors: false,
			},
		},
	},
};

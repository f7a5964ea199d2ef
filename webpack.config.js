/**
 * Builds every island bundle of widgets-src into build/<owner>/<bundle>/ with the WordPress
 * dependency extraction (React and other wp-* packages come from WordPress, never bundled).
 */
const path = require( 'path' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );

/** Bundle name => source entry, grouped by the plugin or theme that enqueues it. */
const bundles = {
	'inkwell-community/community/index': './widgets-src/community/index.ts',
};

module.exports = {
	...defaultConfig,
	entry: Object.fromEntries(
		Object.entries( bundles ).map( ( [ name, file ] ) => [ name, path.resolve( __dirname, file ) ] )
	),
	output: {
		...defaultConfig.output,
		path: path.resolve( __dirname, 'build' ),
	},
};

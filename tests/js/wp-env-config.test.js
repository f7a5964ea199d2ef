/**
 * .wp-env.json, read by @wordpress/env's own config loader: the theme and the three plugins are mounted,
 * and each gets the built bundles it enqueues, the same folder bin/build links into it here.
 */

/**
 * External dependencies
 */
const crypto = require( 'crypto' );
const fs = require( 'fs' );
const os = require( 'os' );
const path = require( 'path' );

const ROOT = path.resolve( __dirname, '../..' );
const PACKAGES = {
	'wp-content/themes/inkwell': 'theme/inkwell',
	'wp-content/plugins/inkwell-community': 'plugins/inkwell-community',
	'wp-content/plugins/inkwell-forms': 'plugins/inkwell-forms',
	'wp-content/plugins/inkblocks': 'plugins/inkblocks',
};

let config;
let home;

beforeAll( async () => {
	// Without network wp-env reads the latest WordPress version from its cache, as a first run online
	// leaves it; this machine has none, so a private WP_ENV_HOME holds the one the tests run on.
	home = fs.mkdtempSync( path.join( os.tmpdir(), 'inkwell-wp-env-' ) );
	// The cache folder wp-env reads first: the MD5 of the config file's path (lib/config/load-config.js).
	const cache = path.join(
		home,
		crypto
			.createHash( 'md5' )
			.update( path.join( ROOT, '.wp-env.json' ) )
			.digest( 'hex' )
	);
	const version = fs
		.readFileSync(
			path.join( ROOT, 'var/wordpress/wp-includes/version.php' ),
			'utf8'
		)
		.match( /\$wp_version = '([^']+)'/ )[ 1 ];
	fs.mkdirSync( cache, { recursive: true } );
	fs.writeFileSync(
		path.join( cache, 'wp-env-cache.json' ),
		JSON.stringify( { latestWordPressVersion: version } )
	);
	process.env.WP_ENV_HOME = home;
	const { loadConfig } = require( '@wordpress/env/lib/config' );
	config = await loadConfig( ROOT );
} );

afterAll( () => fs.rmSync( home, { recursive: true, force: true } ) );

describe.each( [ 'development', 'tests' ] )( 'the %s environment', ( name ) => {
	it( 'mounts the theme and the three plugins from the repository', () => {
		const env = config.env[ name ];
		const mounted = [ ...env.themeSources, ...env.pluginSources ].map(
			( source ) => path.relative( ROOT, source.path )
		);
		expect( mounted.sort() ).toEqual( Object.values( PACKAGES ).sort() );
	} );

	it.each( Object.entries( PACKAGES ) )(
		'maps the built bundles into %s',
		( target, folder ) => {
			const source = config.env[ name ].mappings[ `${ target }/build` ];
			expect( source ).toBeDefined();
			// The same files the package enqueues from its build/ link, wherever the build lands.
			expect( fs.realpathSync( source.path ) ).toBe(
				fs.realpathSync( path.join( ROOT, folder, 'build' ) )
			);
			expect( fs.readdirSync( source.path ).length ).toBeGreaterThan( 0 );
		}
	);

	it( 'runs the oldest PHP the packages accept', () => {
		const header = fs
			.readFileSync(
				path.join( ROOT, 'theme/inkwell/style.css' ),
				'utf8'
			)
			.match( /^Requires PHP: (.+)$/m )[ 1 ];
		expect( config.env[ name ].phpVersion ).toBe( header );
	} );
} );

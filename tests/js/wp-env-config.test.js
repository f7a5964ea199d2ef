/**
 * .wp-env.json, read by @wordpress/env's own config loader: the theme and the three plugins are mounted,
 * each with the built bundles it enqueues in its own build/ folder, where bin/build writes them.
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

	it.each( Object.values( PACKAGES ) )(
		'mounts %s with its built bundles inside, with no mapping needed',
		( folder ) => {
			expect( config.env[ name ].mappings ).toEqual( {} );
			const build = path.join( ROOT, folder, 'build' );
			// A real folder of the package (bin/build writes it), not a link out of the mount.
			expect( fs.lstatSync( build ).isDirectory() ).toBe( true );
			expect( fs.readdirSync( build ).length ).toBeGreaterThan( 0 );
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

/**
 * Jest: unit tests of the island bundles (specs in __tests__/ beside the code, and tests/js).
 */
const path = require( 'path' );

module.exports = {
	preset: '@wordpress/jest-preset-default',
	rootDir: __dirname,
	testMatch: [
		'<rootDir>/widgets-src/**/__tests__/**/*.test.[jt]s?(x)',
		'<rootDir>/tests/js/**/*.test.[jt]s?(x)',
	],
	testPathIgnorePatterns: [
		'/node_modules/',
		'<rootDir>/vendor/',
		'<rootDir>/var/',
		'<rootDir>/build/',
	],
	transform: {
		'\\.[jt]sx?$': path.join(
			path.dirname(
				require.resolve( '@wordpress/scripts/package.json' )
			),
			'config',
			'babel-transform'
		),
	},
};

/**
 * Lets a bundle load its lazy parts (`import()`) from beside its own script. The build writes a part named
 * `<bundle>/<part>` next to the bundle's scripts in `<plugin or theme>/build/<bundle>/`: so the runtime
 * asks for the part's file name in the folder the bundle's script came from. Import this module first in
 * an entry that has lazy parts.
 */

/* eslint-disable camelcase, @typescript-eslint/no-unused-vars -- webpack's own runtime variables. */
declare let __webpack_public_path__: string;
declare let __webpack_get_script_filename__: (
	chunkId: string | number
) => string;

const script = document.currentScript;
if ( script instanceof HTMLScriptElement && script.src ) {
	__webpack_public_path__ = new URL( '.', script.src ).href;
	const filename = __webpack_get_script_filename__;
	__webpack_get_script_filename__ = ( chunkId ) =>
		filename( chunkId ).replace( /^.*\//, '' );
}
/* eslint-enable camelcase, @typescript-eslint/no-unused-vars */

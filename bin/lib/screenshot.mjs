// Takes the theme's screenshot.png: node bin/lib/screenshot.mjs <url> <file>. A 1200 x 900 view of the page
// in Debian's Chromium once it has loaded and its images have decoded, with animations finished, so the
// picture shows what a guest sees.
import { chromium } from '@playwright/test';

const [ url, file ] = process.argv.slice( 2 );
const browser = await chromium.launch( { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: [ '--no-sandbox', '--disable-gpu' ] } );
try {
	const page = await browser.newPage( { viewport: { width: 1200, height: 900 }, reducedMotion: 'reduce', colorScheme: 'light' } );
	await page.goto( url, { waitUntil: 'networkidle' } );
	// Lazy images in view load after the page: wait until each in the view is done.
	await page.waitForFunction( () =>
		[ ...document.images ]
			.map( ( img ) => [ img, img.getBoundingClientRect() ] )
			.filter( ( [ , box ] ) => box.width > 0 && box.top < window.innerHeight && box.left < window.innerWidth && box.right > 0 )
			.every( ( [ img ] ) => img.complete )
	);
	await page.evaluate( () => document.fonts.ready );
	await page.screenshot( { path: file, clip: { x: 0, y: 0, width: 1200, height: 900 } } );
	console.log( `    ${ file }: 1200 x 900` );
} finally {
	await browser.close();
}

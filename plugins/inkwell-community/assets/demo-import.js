/**
 * Settings > Inkwell Community > Demo content: sends the import or removal through admin-ajax instead of
 * reloading, and while an import runs, polls the finished steps and shows them (progress bar and text).
 * Without JavaScript the form posts to admin-post.php and the page reloads with a notice.
 */
( function () {
	const form = document.querySelector( '.inkwell-demo-content' );
	const config = window.inkwellDemoImport;
	if ( ! form || ! config ) {
		return;
	}
	const bar = form.querySelector( '.inkwell-demo-content__bar' );
	const status = form.querySelector( '.inkwell-demo-content__status' );
	const button = form.querySelector( '[type="submit"]' );

	const format = ( template, ...values ) =>
		values.reduce( ( text, value, i ) => text.replace( `%${ i + 1 }$s`, value ), template );

	async function poll() {
		const body = new URLSearchParams( { action: config.progress, _wpnonce: form.dataset.progressNonce } );
		const answer = await fetch( config.ajaxUrl, { method: 'POST', body, credentials: 'same-origin' } ).then( ( r ) => r.json() );
		const steps = answer.success ? answer.data.steps : [];
		if ( steps.length ) {
			const last = steps[ steps.length - 1 ];
			bar.value = steps.length;
			status.textContent = format( config.step, steps.length, last.step, last.summary );
		}
	}

	form.addEventListener( 'submit', async ( event ) => {
		event.preventDefault();
		button.disabled = true;
		bar.hidden = false;
		status.textContent = config.working;
		const importing = form.elements.action.value !== 'inkwell_demo_remove';
		const timer = importing ? setInterval( () => poll().catch( () => {} ), 1000 ) : null;
		try {
			const answer = await fetch( config.ajaxUrl, { method: 'POST', body: new FormData( form ), credentials: 'same-origin' } ).then( ( r ) => r.json() );
			clearInterval( timer );
			bar.value = bar.max;
			status.textContent = answer.data?.message ?? config.failed;
			// The page offers the other action now.
			setTimeout( () => window.location.reload(), 1500 );
		} catch {
			clearInterval( timer );
			status.textContent = config.failed;
			button.disabled = false;
		}
	} );
}() );

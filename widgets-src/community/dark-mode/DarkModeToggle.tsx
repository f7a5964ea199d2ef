/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { isDarkMode, setDarkMode } from './dark-mode';

/**
 * The dark-mode switch (SPEC 2.8, 4.5), kept in browser storage.
 */
export function DarkModeToggle() {
	const [ on, setOn ] = useState( isDarkMode );

	const toggle = () => {
		setDarkMode( ! on );
		setOn( ! on );
	};

	return (
		<button
			type="button"
			className={ `inkwell-dark-mode-toggle${ on ? ' is-active' : '' }` }
			role="switch"
			aria-checked={ on }
			onClick={ toggle }
		>
			<span
				className="inkwell-dark-mode-toggle__track"
				aria-hidden="true"
			/>
			<span className="inkwell-dark-mode-toggle__label">
				{ __( 'Dark mode', 'inkwell-community' ) }
			</span>
		</button>
	);
}

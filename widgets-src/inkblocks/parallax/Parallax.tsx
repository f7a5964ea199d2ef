/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { deviceOf } from '../../common/device-breakpoints';
import { prefersReducedMotion } from '../../common/reduced-motion';
import { layerStyle, scrollProgress, type LayerStyle } from './motion';
import type { ParallaxProps } from './types';

/**
 * The parallax island: the background image of its section, moved on each animation frame after a scroll,
 * a resize or (mouse type) a pointer move. It stays still on the devices the block leaves out (reading B
 * breakpoints) and for reduced motion.
 *
 * @param props The island's props.
 */
export function Parallax( props: ParallaxProps ) {
	const layer = useRef< HTMLDivElement >( null );
	const [ style, setStyle ] = useState< LayerStyle | null >( null );

	useEffect( () => {
		let frame = 0;
		let pointer = { x: 0, y: 0 };
		const update = () => {
			frame = 0;
			const element = layer.current;
			if (
				! element ||
				prefersReducedMotion() ||
				! props.devices.includes( deviceOf( window.innerWidth ) )
			) {
				setStyle( null );
				return;
			}
			const rect = element.getBoundingClientRect();
			setStyle(
				layerStyle(
					props.type,
					scrollProgress( rect.top, rect.height, window.innerHeight ),
					props.speed,
					pointer
				)
			);
		};
		const schedule = () => {
			frame = frame || window.requestAnimationFrame( update );
		};
		const onPointer = ( event: PointerEvent ) => {
			const rect = layer.current?.getBoundingClientRect();
			if ( rect && rect.width && rect.height ) {
				pointer = {
					x: ( ( event.clientX - rect.left ) / rect.width ) * 2 - 1,
					y: ( ( event.clientY - rect.top ) / rect.height ) * 2 - 1,
				};
				schedule();
			}
		};
		update();
		window.addEventListener( 'scroll', schedule, { passive: true } );
		window.addEventListener( 'resize', schedule );
		if ( props.type === 'mouse' ) {
			window.addEventListener( 'pointermove', onPointer, {
				passive: true,
			} );
		}
		return () => {
			window.cancelAnimationFrame( frame );
			window.removeEventListener( 'scroll', schedule );
			window.removeEventListener( 'resize', schedule );
			window.removeEventListener( 'pointermove', onPointer );
		};
	}, [ props.type, props.speed, props.devices ] );

	return (
		<div
			ref={ layer }
			className={ `inkblocks-parallax__motion is-${ props.type }${
				style ? ' is-moving' : ''
			}` }
		>
			<img
				className="inkblocks-parallax__image"
				src={ props.image }
				alt=""
				decoding="async"
				style={ style ?? undefined }
			/>
		</div>
	);
}

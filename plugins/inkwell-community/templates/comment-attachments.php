<?php
/**
 * Template part: the images attached to a comment, resized, each linking to the full image.
 * Override it in a theme as inkwell-community/comment-attachments.php.
 *
 * @package Inkwell\Community
 *
 * @var array{ids: int[], size: string, author: string} $args
 */

defined( 'ABSPATH' ) || exit;
?>
<ul class="inkwell-comment-media" aria-label="<?php esc_attr_e( 'Attached images', 'inkwell-community' ); ?>">
	<?php foreach ( array_values( $args['ids'] ) as $inkwell_n => $inkwell_id ) : ?>
		<li class="inkwell-comment-media__item">
			<a href="<?php echo esc_url( (string) wp_get_attachment_url( $inkwell_id ) ); ?>">
				<?php
				echo wp_get_attachment_image(
					$inkwell_id,
					$args['size'],
					false,
					array(
						'class'   => 'inkwell-comment-media__image',
						'loading' => 'lazy',
						/* translators: 1: image number, 2: number of images, 3: commenter's name. */
						'alt'     => sprintf( __( 'Image %1$d of %2$d from %3$s', 'inkwell-community' ), $inkwell_n + 1, count( $args['ids'] ), $args['author'] ),
						'sizes'   => '(min-width: 576px) 240px, 45vw',
					)
				);
				?>
			</a>
		</li>
	<?php endforeach; ?>
</ul>

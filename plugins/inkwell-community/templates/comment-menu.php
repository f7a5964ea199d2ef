<?php
/**
 * Template part: a comment's action menu, a link to the comment and the report control (SPEC 2.1, 4.7).
 * Override it in a theme as inkwell-community/comment-menu.php.
 *
 * @package Inkwell\Community
 *
 * @var array{comment_id: int, author: string, permalink: string, logged_in: bool, can_report: bool, login_url: string} $args
 */

defined( 'ABSPATH' ) || exit;
?>
<details class="inkwell-comment-menu" data-inkwell-comment-menu>
	<summary class="inkwell-comment-menu__toggle">
		<span class="screen-reader-text">
			<?php
			/* translators: %s: the name of the person who wrote the response. */
			echo esc_html( sprintf( __( 'Actions for the response by %s', 'inkwell-community' ), $args['author'] ) );
			?>
		</span>
		<span aria-hidden="true">&hellip;</span>
	</summary>
	<ul class="inkwell-comment-menu__list">
		<li><a class="inkwell-comment-menu__link" href="<?php echo esc_url( $args['permalink'] ); ?>"><?php esc_html_e( 'Link to this response', 'inkwell-community' ); ?></a></li>
		<?php if ( $args['can_report'] && $args['logged_in'] ) : ?>
			<li><button type="button" class="inkwell-comment-menu__link inkwell-comment-menu__report" data-inkwell-report="<?php echo esc_attr( (string) $args['comment_id'] ); ?>" data-url="<?php echo esc_url( admin_url( 'admin-ajax.php' ) ); ?>"><?php esc_html_e( 'Report', 'inkwell-community' ); ?></button></li>
		<?php elseif ( $args['can_report'] ) : ?>
			<li><a class="inkwell-comment-menu__link inkwell-comment-menu__report" href="<?php echo esc_url( $args['login_url'] ); ?>" data-inkwell-login-popup><?php esc_html_e( 'Report', 'inkwell-community' ); ?></a></li>
		<?php endif; ?>
	</ul>
</details>

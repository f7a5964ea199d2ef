<?php
/**
 * Template part: a person in a list (authors, following, followers, blocked). Override it as
 * inkwell-community/list-user.php.
 *
 * @package Inkwell\Community
 *
 * @var array{user: WP_User, stories: int, button: string, cursor: string} $args
 */

defined( 'ABSPATH' ) || exit;

$inkwell_user = $args['user'];
?>
<li class="inkwell-list__item inkwell-list-user"<?php echo '' !== $args['cursor'] ? ' data-inkwell-cursor="' . esc_attr( $args['cursor'] ) . '"' : ''; ?>>
	<?php echo get_avatar( $inkwell_user->ID, 48, '', '', array( 'class' => 'inkwell-avatar inkwell-list-user__avatar' ) ); ?>
	<span class="inkwell-list-user__body">
		<a class="inkwell-list-user__name" href="<?php echo esc_url( get_author_posts_url( $inkwell_user->ID ) ); ?>"><?php echo esc_html( $inkwell_user->display_name ); ?></a>
		<span class="inkwell-list-user__meta">
			<?php
			/* translators: %s: number of stories. */
			echo esc_html( sprintf( _n( '%s story', '%s stories', $args['stories'], 'inkwell-community' ), number_format_i18n( $args['stories'] ) ) );
			?>
		</span>
	</span>
	<?php echo $args['button']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- rendered by the toggle-button template, which escapes. ?>
</li>

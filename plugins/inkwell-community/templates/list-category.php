<?php
/**
 * Template part: a category in a list (followed categories, feed). Override it as
 * inkwell-community/list-category.php.
 *
 * @package Inkwell\Community
 *
 * @var array{term: WP_Term, button: string, cursor: string} $args
 */

defined( 'ABSPATH' ) || exit;

$inkwell_term = $args['term'];
?>
<li class="inkwell-list__item inkwell-list-category"<?php echo '' !== $args['cursor'] ? ' data-inkwell-cursor="' . esc_attr( $args['cursor'] ) . '"' : ''; ?>>
	<span class="inkwell-list-category__body">
		<a class="inkwell-list-category__name" href="<?php echo esc_url( (string) get_term_link( $inkwell_term ) ); ?>"><?php echo esc_html( $inkwell_term->name ); ?></a>
		<span class="inkwell-list-category__meta">
			<?php
			/* translators: %s: number of articles. */
			echo esc_html( sprintf( _n( '%s article', '%s articles', (int) $inkwell_term->count, 'inkwell-community' ), number_format_i18n( (int) $inkwell_term->count ) ) );
			?>
		</span>
	</span>
	<?php echo $args['button']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- rendered by the toggle-button template, which escapes. ?>
</li>

<?php
/**
 * Template part: a story, draft or bookmark in a profile list. Override it as inkwell-community/list-post.php.
 *
 * @package Inkwell\Community
 *
 * @var array{post: WP_Post, draft: bool, cursor: string} $args
 */

defined( 'ABSPATH' ) || exit;

$inkwell_post = $args['post'];
$inkwell_link = $args['draft'] ? get_edit_post_link( $inkwell_post ) : get_permalink( $inkwell_post );
$inkwell_date = $args['draft'] ? $inkwell_post->post_modified_gmt : $inkwell_post->post_date_gmt;
if ( '0000-00-00 00:00:00' === $inkwell_date ) {
	// A draft saved with a local date only (an import, the demo) has no GMT one yet.
	$inkwell_date = get_gmt_from_date( $args['draft'] ? $inkwell_post->post_modified : $inkwell_post->post_date );
}
?>
<li class="inkwell-list__item inkwell-list-post<?php echo $args['draft'] ? ' is-draft' : ''; ?>"<?php echo '' !== $args['cursor'] ? ' data-inkwell-cursor="' . esc_attr( $args['cursor'] ) . '"' : ''; ?>>
	<a class="inkwell-list-post__title" href="<?php echo esc_url( (string) $inkwell_link ); ?>"><?php echo esc_html( get_the_title( $inkwell_post ) ); ?></a>
	<span class="inkwell-list-post__meta">
		<?php if ( $args['draft'] ) : ?>
			<span class="inkwell-list-post__status"><?php esc_html_e( 'Draft', 'inkwell-community' ); ?></span>
		<?php else : ?>
			<?php echo esc_html( get_the_author_meta( 'display_name', (int) $inkwell_post->post_author ) ); ?> &middot;
		<?php endif; ?>
		<time datetime="<?php echo esc_attr( mysql2date( DATE_W3C, $inkwell_date . ' +0000' ) ); ?>"><?php echo esc_html( mysql2date( (string) get_option( 'date_format' ), get_date_from_gmt( $inkwell_date ) ) ); ?></time>
	</span>
</li>

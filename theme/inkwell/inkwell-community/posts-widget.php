<?php
/**
 * The posts widget page (inkwell-community's template part), shown with the theme's cards.
 *
 * @package Inkwell
 *
 * @var array{query: WP_Query, page: int, pages: int, links: array<int,array{page: int, url: string, current: bool}>} $args
 */

$inkwell_query = $args['query'];
if ( ! $inkwell_query->have_posts() ) {
	get_template_part(
		'template-parts/no-results',
		null,
		array(
			'title'   => __( 'No articles in this topic yet', 'inkwell' ),
			'message' => __( 'Nobody has written about this topic yet. Search for something else, or read the latest stories.', 'inkwell' ),
		)
	);
	return;
}
update_post_thumbnail_cache( $inkwell_query );
?>
<div class="inkwell-grid">
	<?php
	while ( $inkwell_query->have_posts() ) :
		$inkwell_query->the_post();
		get_template_part( 'template-parts/card' );
	endwhile;
	?>
</div>
<?php if ( $args['pages'] > 1 ) : ?>
	<nav class="inkwell-pagination inkwell-posts__pagination" aria-label="<?php esc_attr_e( 'Pages', 'inkwell' ); ?>">
		<div class="nav-links">
		<?php foreach ( $args['links'] as $inkwell_link ) : ?>
			<?php if ( 0 === $inkwell_link['page'] ) : ?>
				<span class="page-numbers dots" aria-hidden="true">…</span>
			<?php elseif ( $inkwell_link['current'] ) : ?>
				<span class="page-numbers current" aria-current="page"><?php echo esc_html( number_format_i18n( $inkwell_link['page'] ) ); ?></span>
			<?php else : ?>
				<a class="page-numbers" href="<?php echo esc_url( $inkwell_link['url'] ); ?>"><?php echo esc_html( number_format_i18n( $inkwell_link['page'] ) ); ?></a>
			<?php endif; ?>
		<?php endforeach; ?>
		</div>
	</nav>
<?php endif; ?>

<?php
/**
 * Template part: one page of the posts widget. Override it in a theme as inkwell-community/posts-widget.php
 * (the Inkwell theme shows its own cards).
 *
 * @package Inkwell\Community
 *
 * @var array{query: WP_Query, page: int, pages: int, links: array<int,array{page: int, url: string, current: bool}>} $args
 */

defined( 'ABSPATH' ) || exit;

$inkwell_query = $args['query'];
if ( ! $inkwell_query->have_posts() ) {
	echo '<p class="inkwell-posts__empty">' . esc_html__( 'No articles here yet.', 'inkwell-community' ) . '</p>';
	return;
}
?>
<ul class="inkwell-posts__list">
	<?php
	while ( $inkwell_query->have_posts() ) :
		$inkwell_query->the_post();
		?>
		<li class="inkwell-posts__item">
			<a class="inkwell-posts__title" href="<?php the_permalink(); ?>"><?php the_title(); ?></a>
			<time datetime="<?php echo esc_attr( get_the_date( DATE_W3C ) ); ?>"><?php echo esc_html( get_the_date() ); ?></time>
		</li>
	<?php endwhile; ?>
</ul>
<?php if ( $args['pages'] > 1 ) : ?>
	<nav class="inkwell-posts__pagination" aria-label="<?php esc_attr_e( 'Pages', 'inkwell-community' ); ?>">
		<?php foreach ( $args['links'] as $inkwell_link ) : ?>
			<?php if ( 0 === $inkwell_link['page'] ) : ?>
				<span class="inkwell-posts__gap" aria-hidden="true">…</span>
			<?php elseif ( $inkwell_link['current'] ) : ?>
				<span class="inkwell-posts__page is-current" aria-current="page"><?php echo esc_html( (string) $inkwell_link['page'] ); ?></span>
			<?php else : ?>
				<a class="inkwell-posts__page" href="<?php echo esc_url( $inkwell_link['url'] ); ?>"><?php echo esc_html( (string) $inkwell_link['page'] ); ?></a>
			<?php endif; ?>
		<?php endforeach; ?>
	</nav>
<?php endif; ?>

<?php
/**
 * The article sidebar: the "Article sidebar" widgets, or popular topics and the latest stories while that
 * area is empty. Sticky beside the article on wide screens (assets/css/article.css), below it otherwise.
 *
 * @package Inkwell
 */

$inkwell_current = (int) get_the_ID();
?>
<aside class="inkwell-sidebar" aria-label="<?php esc_attr_e( 'More to read', 'inkwell' ); ?>">
	<div class="inkwell-sidebar__inner">
		<?php if ( is_active_sidebar( INKWELL_ARTICLE_SIDEBAR ) ) : ?>
			<?php dynamic_sidebar( INKWELL_ARTICLE_SIDEBAR ); ?>
		<?php else : ?>
			<?php $inkwell_topics = inkwell_get_popular_topics(); ?>
			<?php if ( $inkwell_topics ) : ?>
				<section class="inkwell-widget inkwell-widget--topics" aria-labelledby="inkwell-sidebar-topics">
					<h2 class="inkwell-widget__title" id="inkwell-sidebar-topics"><?php esc_html_e( 'Popular topics', 'inkwell' ); ?></h2>
					<ul class="inkwell-tags">
						<?php foreach ( $inkwell_topics as $inkwell_topic ) : ?>
							<li><a href="<?php echo esc_url( get_category_link( $inkwell_topic ) ); ?>"><?php echo esc_html( $inkwell_topic->name ); ?></a></li>
						<?php endforeach; ?>
					</ul>
				</section>
			<?php endif; ?>
			<?php $inkwell_latest = inkwell_get_recent_posts( 5, false ); ?>
			<?php if ( $inkwell_latest->have_posts() ) : ?>
				<section class="inkwell-widget inkwell-widget--latest" aria-labelledby="inkwell-sidebar-latest">
					<h2 class="inkwell-widget__title" id="inkwell-sidebar-latest"><?php esc_html_e( 'Latest stories', 'inkwell' ); ?></h2>
					<ol class="inkwell-sidebar__stories">
						<?php foreach ( $inkwell_latest->posts as $inkwell_story ) : ?>
							<li>
								<a href="<?php echo esc_url( get_permalink( $inkwell_story ) ); ?>"<?php echo $inkwell_current === $inkwell_story->ID ? ' aria-current="page"' : ''; ?>><?php echo esc_html( get_the_title( $inkwell_story ) ); ?></a>
								<time datetime="<?php echo esc_attr( get_the_date( DATE_W3C, $inkwell_story ) ); ?>"><?php echo esc_html( get_the_date( '', $inkwell_story ) ); ?></time>
							</li>
						<?php endforeach; ?>
					</ol>
				</section>
			<?php endif; ?>
		<?php endif; ?>
	</div>
</aside>

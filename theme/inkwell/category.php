<?php
/**
 * A topic (category) page: the topic header with name, description, article count and actions,
 * then the topic's articles as cards: the community plugin's posts widget, which pages in place
 * (SPEC 2.4), or the plain loop without the plugin.
 *
 * @package Inkwell
 */

get_header();
?>
<main id="main" class="inkwell-main" tabindex="-1">
	<?php get_template_part( 'template-parts/archive-header' ); ?>
	<div class="inkwell-container">
		<?php
		if ( inkwell_topic_uses_posts_block() ) {
			echo do_blocks( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- block output.
				sprintf( '<!-- wp:inkwell/posts {"category":%d,"perPage":9} /-->', get_queried_object_id() )
			);
		} else {
			get_template_part(
				'template-parts/loop-grid',
				null,
				array(
					'empty' => array(
						'title'   => __( 'No articles in this topic yet', 'inkwell' ),
						'message' => __( 'Nobody has written about this topic yet. Search for something else, or read the latest stories.', 'inkwell' ),
					),
				)
			);
		}
		?>
	</div>
</main>
<?php
get_footer();

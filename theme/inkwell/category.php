<?php
/**
 * A topic (category) page: the topic header with name, description, article count and actions,
 * then the topic's articles as cards.
 *
 * @package Inkwell
 */

get_header();
?>
<main id="main" class="inkwell-main">
	<?php get_template_part( 'template-parts/archive-header' ); ?>
	<div class="inkwell-container">
		<?php
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
		?>
	</div>
</main>
<?php
get_footer();

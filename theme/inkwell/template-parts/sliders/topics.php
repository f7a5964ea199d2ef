<?php
/**
 * The nested media slider (SPEC 2.9): tabs of category labels over one panel per category, each panel
 * an article slider of that category. Without JavaScript the tabs stay hidden and the panels are
 * stacked, each under its category heading.
 *
 * Arguments: 'topics' (from inkwell_get_slider_topics()).
 *
 * @package Inkwell
 */

$inkwell_topics = isset( $args['topics'] ) ? (array) $args['topics'] : array();
if ( ! $inkwell_topics ) {
	return;
}
$inkwell_id = wp_unique_id( 'inkwell-topics-' );
?>
<section class="inkwell-topics" data-inkwell-topics aria-roledescription="<?php esc_attr_e( 'carousel', 'inkwell' ); ?>" aria-labelledby="<?php echo esc_attr( $inkwell_id . '-title' ); ?>">
	<h2 class="inkwell-section-title" id="<?php echo esc_attr( $inkwell_id . '-title' ); ?>"><?php esc_html_e( 'Browse by topic', 'inkwell' ); ?></h2>
	<div class="inkwell-topics__tabs" role="tablist" aria-label="<?php esc_attr_e( 'Topics', 'inkwell' ); ?>" hidden>
		<?php foreach ( array_values( $inkwell_topics ) as $inkwell_index => $inkwell_topic ) : ?>
			<button type="button" class="inkwell-topics__tab" role="tab" id="<?php echo esc_attr( "{$inkwell_id}-tab-{$inkwell_index}" ); ?>" aria-controls="<?php echo esc_attr( "{$inkwell_id}-panel-{$inkwell_index}" ); ?>" aria-selected="<?php echo 0 === $inkwell_index ? 'true' : 'false'; ?>" tabindex="<?php echo 0 === $inkwell_index ? '0' : '-1'; ?>">
				<?php echo esc_html( $inkwell_topic['term']->name ); ?>
			</button>
		<?php endforeach; ?>
	</div>
	<div class="inkwell-topics__viewport">
		<div class="inkwell-topics__track">
			<?php foreach ( array_values( $inkwell_topics ) as $inkwell_index => $inkwell_topic ) : ?>
				<div class="inkwell-topics__panel" id="<?php echo esc_attr( "{$inkwell_id}-panel-{$inkwell_index}" ); ?>">
					<?php
					get_template_part(
						'template-parts/sliders/slider',
						null,
						array(
							'posts'   => $inkwell_topic['posts'],
							'kind'    => 'topic',
							'title'   => $inkwell_topic['term']->name,
							'link'    => get_category_link( $inkwell_topic['term'] ),
							'heading' => 'h3',
						)
					);
					?>
				</div>
			<?php endforeach; ?>
		</div>
	</div>
</section>

<?php
/**
 * Title: Author grid
 * Slug: inkwell/author-grid
 * Categories: inkwell, team
 * Keywords: authors, team, writers, people, about
 * Description: Three writers side by side, each with their avatar, name, biography and a link to their profile; filled with the site's authors who have published most.
 *
 * @package Inkwell
 */

$inkwell_authors = get_users(
	array(
		'has_published_posts' => array( 'post' ),
		'orderby'             => 'post_count',
		'order'               => 'DESC',
		'number'              => 3,
	)
);
?>
<!-- wp:group {"align":"wide","layout":{"type":"constrained","wideSize":"1200px"}} -->
<div class="wp-block-group alignwide"><!-- wp:heading {"textAlign":"center"} -->
<h2 class="wp-block-heading has-text-align-center"><?php esc_html_e( 'Meet our writers', 'inkwell' ); ?></h2>
<!-- /wp:heading -->

<!-- wp:columns {"align":"wide"} -->
<div class="wp-block-columns alignwide">
<?php for ( $inkwell_i = 0; $inkwell_i < 3; $inkwell_i++ ) : ?>
	<?php
	$inkwell_author = $inkwell_authors[ $inkwell_i ] ?? null;
	$inkwell_name   = $inkwell_author ? $inkwell_author->display_name : __( 'Writer name', 'inkwell' );
	$inkwell_bio    = $inkwell_author && '' !== $inkwell_author->description ? $inkwell_author->description : __( 'A sentence or two about what this writer covers and why readers follow them.', 'inkwell' );
	$inkwell_url    = $inkwell_author ? get_author_posts_url( $inkwell_author->ID ) : home_url( '/' );
	?>
<!-- wp:column {"style":{"spacing":{"blockGap":"var:preset|spacing|30"}}} -->
<div class="wp-block-column"><!-- wp:avatar {"size":96,"style":{"border":{"radius":"999px"}}<?php echo $inkwell_author ? ',"userId":' . (int) $inkwell_author->ID : ''; ?>} /-->

<!-- wp:heading {"level":3} -->
<h3 class="wp-block-heading"><?php echo esc_html( $inkwell_name ); ?></h3>
<!-- /wp:heading -->

<!-- wp:paragraph -->
<p><?php echo esc_html( $inkwell_bio ); ?></p>
<!-- /wp:paragraph -->

<!-- wp:paragraph -->
<p><a href="<?php echo esc_url( $inkwell_url ); ?>"><?php esc_html_e( 'Read their stories', 'inkwell' ); ?></a></p>
<!-- /wp:paragraph --></div>
<!-- /wp:column -->
<?php endfor; ?>
</div>
<!-- /wp:columns --></div>
<!-- /wp:group -->

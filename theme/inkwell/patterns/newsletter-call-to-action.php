<?php
/**
 * Title: Newsletter call to action
 * Slug: inkwell/newsletter-call-to-action
 * Categories: inkwell, call-to-action
 * Keywords: newsletter, subscribe, sign up, e-mail
 * Description: A boxed invitation to the newsletter: the sign-up form of the Inkblocks plugin when it is active, else a button to the newsletter page.
 *
 * @package Inkwell
 */

$inkwell_has_form = WP_Block_Type_Registry::get_instance()->is_registered( 'inkblocks/newsletter' );
?>
<!-- wp:group {"align":"wide","style":{"spacing":{"padding":{"top":"var:preset|spacing|60","bottom":"var:preset|spacing|60","left":"var:preset|spacing|50","right":"var:preset|spacing|50"}},"border":{"radius":"12px"}},"backgroundColor":"accent-soft","layout":{"type":"constrained","contentSize":"640px"}} -->
<div class="wp-block-group alignwide has-accent-soft-background-color has-background" style="border-radius:12px;padding-top:var(--wp--preset--spacing--60);padding-right:var(--wp--preset--spacing--50);padding-bottom:var(--wp--preset--spacing--60);padding-left:var(--wp--preset--spacing--50)"><!-- wp:heading {"textAlign":"center"} -->
<h2 class="wp-block-heading has-text-align-center"><?php esc_html_e( 'The best of the week, in your inbox', 'inkwell' ); ?></h2>
<!-- /wp:heading -->

<!-- wp:paragraph {"align":"center"} -->
<p class="has-text-align-center"><?php esc_html_e( 'One e-mail every Friday with the stories our readers liked most. No spam; unsubscribe with one click.', 'inkwell' ); ?></p>
<!-- /wp:paragraph -->
<?php if ( $inkwell_has_form ) : ?>

<!-- wp:inkblocks/newsletter <?php echo wp_json_encode( array( 'buttonText' => __( 'Subscribe', 'inkwell' ) ) ); ?> /-->
<?php else : ?>

<!-- wp:buttons {"layout":{"type":"flex","justifyContent":"center"}} -->
<div class="wp-block-buttons"><!-- wp:button -->
<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="<?php echo esc_url( home_url( '/newsletter/' ) ); ?>"><?php esc_html_e( 'Subscribe', 'inkwell' ); ?></a></div>
<!-- /wp:button --></div>
<!-- /wp:buttons -->
<?php endif; ?>
</div>
<!-- /wp:group -->

<?php
/**
 * Title: Hero
 * Slug: inkwell/hero
 * Categories: inkwell, banner
 * Keywords: hero, cover, introduction, call to action
 * Block Types: core/cover
 * Description: A full-width introduction with a large heading, a sentence and two buttons.
 *
 * @package Inkwell
 */

?>
<!-- wp:cover {"customOverlayColor":"#22339c","dimRatio":100,"minHeight":440,"minHeightUnit":"px","contentPosition":"center center","align":"full","style":{"spacing":{"padding":{"top":"var:preset|spacing|70","bottom":"var:preset|spacing|70","left":"var:preset|spacing|50","right":"var:preset|spacing|50"}}},"textColor":"on-accent","layout":{"type":"constrained"}} -->
<div class="wp-block-cover alignfull has-on-accent-color has-text-color" style="padding-top:var(--wp--preset--spacing--70);padding-right:var(--wp--preset--spacing--50);padding-bottom:var(--wp--preset--spacing--70);padding-left:var(--wp--preset--spacing--50);min-height:440px"><span aria-hidden="true" class="wp-block-cover__background has-background-dim-100 has-background-dim" style="background-color:#22339c"></span><div class="wp-block-cover__inner-container"><!-- wp:heading {"textAlign":"center","level":1,"fontSize":"xx-large"} -->
<h1 class="wp-block-heading has-text-align-center has-xx-large-font-size"><?php esc_html_e( 'Stories worth reading, from people worth following', 'inkwell' ); ?></h1>
<!-- /wp:heading -->

<!-- wp:paragraph {"align":"center","fontSize":"large"} -->
<p class="has-text-align-center has-large-font-size"><?php esc_html_e( 'Follow the writers and topics you care about, and join the conversation under every article.', 'inkwell' ); ?></p>
<!-- /wp:paragraph -->

<!-- wp:buttons {"layout":{"type":"flex","justifyContent":"center"}} -->
<div class="wp-block-buttons"><!-- wp:button {"backgroundColor":"base","textColor":"accent-strong"} -->
<div class="wp-block-button"><a class="wp-block-button__link has-accent-strong-color has-base-background-color has-text-color has-background wp-element-button" href="<?php echo esc_url( home_url( '/wp-login.php?action=register' ) ); ?>"><?php esc_html_e( 'Join the community', 'inkwell' ); ?></a></div>
<!-- /wp:button -->

<!-- wp:button {"className":"is-style-outline"} -->
<div class="wp-block-button is-style-outline"><a class="wp-block-button__link wp-element-button" href="<?php echo esc_url( home_url( '/explore/' ) ); ?>"><?php esc_html_e( 'Explore topics', 'inkwell' ); ?></a></div>
<!-- /wp:button --></div>
<!-- /wp:buttons --></div></div>
<!-- /wp:cover -->
